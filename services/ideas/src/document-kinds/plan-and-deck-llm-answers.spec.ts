import { PLAN_SECTION_IDS } from '@founder/contracts';
import { compositionContext } from '../domain/composition-context';
import { BUSINESS_PLAN_DOCUMENT } from '../business-plan/business-plan.kind';
import { PITCH_DECK_DOCUMENT } from '../pitch-deck/pitch-deck.kind';
import { readLlmAnswer } from '../idea-documents/writers/llm-answer';
import { SAMPLE_IDEA } from '../domain/idea-facts.fixtures';

const context = compositionContext({ ...SAMPLE_IDEA, targetMarket: null });
const plan = Object.fromEntries(PLAN_SECTION_IDS.map((id) => [id, BUSINESS_PLAN_DOCUMENT.compose(context, id)]));

describe('readLlmAnswer', () => {
  it('takes the requested parts of a JSON answer, trimmed, even in a Markdown fence', () => {
    const text = '```json\n' + JSON.stringify({ ...plan, 'market-analysis': `  ${plan['market-analysis']}  `, extra: 'ignored' }) + '\n```';
    expect(readLlmAnswer(BUSINESS_PLAN_DOCUMENT, context, PLAN_SECTION_IDS, text)).toEqual(plan);
    expect(readLlmAnswer(BUSINESS_PLAN_DOCUMENT, context, ['risk-analysis'], JSON.stringify({ 'risk-analysis': plan['risk-analysis'] }))).toEqual({
      'risk-analysis': plan['risk-analysis'],
    });
  });

  it('keeps only content and notes of a slide', () => {
    const slide = PITCH_DECK_DOCUMENT.compose(context, 'team');
    expect(readLlmAnswer(PITCH_DECK_DOCUMENT, context, ['team'], JSON.stringify({ team: { ...slide, layout: 'split' } }))).toEqual({ team: slide });
  });

  it.each([
    [null, 'the answer was empty'],
    ['not json', 'the answer was not JSON'],
    ['[1, 2]', 'the answer was not a JSON object'],
    ['{}', 'executive-summary is missing'],
  ])('rejects %p', (text, reason) => {
    expect(() => readLlmAnswer(BUSINESS_PLAN_DOCUMENT, context, PLAN_SECTION_IDS, text)).toThrow(reason);
  });
});
