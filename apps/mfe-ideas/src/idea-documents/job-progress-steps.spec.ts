import type { GenerationJobPart } from '@founder/contracts';
import { PLAN_TIMELINE, timelineAt } from '../generation/generating-timeline';
import { jobProgress, stepsWithinJob, type FollowedJob } from './job-progress';

const ids = Array.from({ length: 12 }, (_, index) => `part-${index}`);
const jobWith = (written: number, requested: readonly string[] = ids): FollowedJob => ({
  id: 1,
  state: 'running',
  partsRequested: requested,
  parts: requested.slice(0, written).map((id): GenerationJobPart => ({ id, content: `About ${id}`, provider: 'llm' })),
});

// Issue 29 item 4: the steps said 10 of 12 (83%) while the model had written 4; then the job's
// own screen said '4 of 12 written' (33%).
describe('progress while a job writes the document', () => {
  it('never shows more steps done than parts the job has written', () => {
    const view = timelineAt(PLAN_TIMELINE, 10_500);
    expect(view).toMatchObject({ current: 10, percent: 83 });
    expect(stepsWithinJob(view, 12, jobWith(4))).toMatchObject({ current: 4, percent: 33 });
    expect(stepsWithinJob(view, 12, jobWith(12))).toEqual(view);
  });

  it('is the timeline itself when no job is followed (the built-in writer answered at once)', () => {
    const view = timelineAt(PLAN_TIMELINE, 5_000);
    expect(stepsWithinJob(view, 12, null)).toBe(view);
  });

  it('scales the written share onto steps that are not parts (six research stages)', () => {
    const view = timelineAt({ steps: ['a', 'b', 'c', 'd', 'e', 'f'], stepMs: 1500 }, 8_000);
    expect(stepsWithinJob(view, 6, jobWith(4))).toMatchObject({ current: 2, percent: 33 });
  });

  it('only goes up, through the steps and on into the job’s own screen', () => {
    // Each second: the timeline moves one step; the slower model writes one part every 3 s.
    const shown: number[] = [];
    for (let second = 0; second <= 12; second++) shown.push(stepsWithinJob(timelineAt(PLAN_TIMELINE, second * 1000), 12, jobWith(Math.floor(second / 3))).percent);
    for (let second = 13; second <= 36; second++) shown.push(jobProgress(jobWith(Math.floor(second / 3))).percent);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown.at(-1)).toBe(100);
  });

  it('counts only the parts requested', () => {
    const job = { ...jobWith(2), parts: [...jobWith(2).parts, { id: 'stray', content: 'x', provider: 'llm' as const }] };
    expect(jobProgress(job)).toEqual({ done: 2, requested: 12, percent: 17 });
  });
});
