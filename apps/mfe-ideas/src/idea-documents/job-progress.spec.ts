import type { GenerationJob } from '@founder/contracts';
import { followedJob, jobContent, jobProgress, partText, withJobPart } from './job-progress';

const job: GenerationJob = {
  id: 4,
  ideaId: 9,
  kind: 'business-plan',
  state: 'running',
  provider: null,
  partsRequested: ['executive-summary', 'problem-statement', 'solution-overview'],
  parts: [{ id: 'problem-statement', content: 'Problem.', provider: 'llm' }],
  error: null,
  startedAt: '2026-11-23T07:00:00.000Z',
  finishedAt: null,
};

describe('a followed job', () => {
  it('adds each part once, counts real progress and gives the parts in the document’s order', () => {
    let followed = followedJob(job);
    expect(jobProgress(followed)).toEqual({ done: 1, requested: 3, percent: 33 });
    followed = withJobPart(followed, { id: 'executive-summary', content: 'Summary.', provider: 'builtin-fallback', done: 2, requested: 3 });
    expect(withJobPart(followed, { id: 'executive-summary', content: 'Summary.', provider: 'builtin-fallback', done: 2, requested: 3 })).toBe(followed);
    expect(jobProgress(followed)).toEqual({ done: 2, requested: 3, percent: 67 });
    expect(Object.entries(jobContent(followed))).toEqual([
      ['executive-summary', 'Summary.'],
      ['problem-statement', 'Problem.'],
    ]);
    expect(followed.parts.at(-1)).toEqual({ id: 'executive-summary', content: 'Summary.', provider: 'builtin-fallback' });
  });

  it('shows a section’s text or a slide’s content', () => {
    expect(partText('A section.')).toBe('A section.');
    expect(partText({ content: '• A bullet', notes: 'Say it.' })).toBe('• A bullet');
    expect(partText({ value: 3 })).toBe('');
    expect(partText(null)).toBe('');
  });
});
