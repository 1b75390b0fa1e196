import { ApiError } from '@founder/api-client';
import { comparableText, staleEditOf } from './stale-edit';

describe('staleEditOf', () => {
  it('reads the newer part of a stale save', () => {
    const body = JSON.stringify({ statusCode: 409, message: 'This section changed since you opened it', current: { versionId: 7, content: { content: 'Theirs', notes: '' } } });
    expect(staleEditOf(new ApiError(409, 'Conflict', body))).toEqual({ versionId: 7, content: { content: 'Theirs', notes: '' } });
  });

  it('is null for any other failure', () => {
    expect(staleEditOf(new ApiError(409, 'Conflict', JSON.stringify({ statusCode: 409, message: 'Generate the pitch deck first' })))).toBeNull();
    expect(staleEditOf(new ApiError(500, 'Error', 'not json'))).toBeNull();
    expect(staleEditOf(new Error('offline'))).toBeNull();
  });
});

describe('comparableText', () => {
  it('shows a slide with its notes, a section as it is, anything else as JSON', () => {
    expect(comparableText({ content: 'Slide', notes: 'Say it' })).toBe('Slide\n\nNotes: Say it');
    expect(comparableText('A section')).toBe('A section');
    expect(comparableText(['a'])).toBe('[\n  "a"\n]');
  });
});
