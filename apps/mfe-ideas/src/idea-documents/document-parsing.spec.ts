import { parseDocument, parseDocumentPart } from './document-parsing';

describe('reading a document with its part schemas', () => {
  it('reads a part that meets its schema, leaving out fields it does not know', () => {
    expect(parseDocumentPart('pitch-deck', 'team', { content: 'Our team', notes: 'Say hello', extra: 1 })).toEqual({ value: { content: 'Our team', notes: 'Say hello' }, problem: null });
    expect(parseDocumentPart('business-plan', 'risk-analysis', 'Risks')).toEqual({ value: 'Risks', problem: null });
  });

  it('names the problem of a part that does not, instead of handing it to the page', () => {
    expect(parseDocumentPart('pitch-deck', 'team', 'a string')).toEqual({ value: null, problem: 'team is not an object with content and notes' });
    expect(parseDocumentPart('market-research', 'trends', [{ trend: 'AI', impact: 'huge', description: 'x', timeframe: 'now', relevance: 50 }])).toEqual({
      value: null,
      problem: 'trends[0].impact is not one of positive, negative, neutral',
    });
    expect(parseDocumentPart('financial-model', 'burnRate', '12')).toEqual({ value: null, problem: 'burnRate is not a number' });
    expect(parseDocumentPart('financial-model', 'margin', 12)).toEqual({ value: null, problem: 'margin is not a part of the financial-model' });
  });

  it('reads a whole document part by part; the first problem stops it', () => {
    expect(parseDocument('business-plan', { 'executive-summary': 'Summary', 'risk-analysis': 'Risks' })).toEqual({ value: { 'executive-summary': 'Summary', 'risk-analysis': 'Risks' }, problem: null });
    expect(parseDocument('business-plan', { 'executive-summary': 'Summary', 'risk-analysis': 42 })).toEqual({ value: null, problem: 'risk-analysis is not a non-empty string' });
    expect(parseDocument('financial-model', [])).toEqual({ value: null, problem: 'the financial-model is not an object of parts' });
  });
});
