import { systemClock } from '../clock';
import { AUTONOMOUS_RESULTS, AUTONOMOUS_TASKS } from './autonomous-content';
import { AUTONOMOUS_TASK_STARTS_AT_MS, autonomousRunAt } from './autonomous-run';

const STARTED_AT = 3_000_000;
const at = (ms: number) => autonomousRunAt(STARTED_AT, STARTED_AT + ms);
const insightKeys = (ms: number) => at(ms).insights.map((insight) => `${insight.category}:${insight.level}`);

describe('autonomous tasks', () => {
  it('are the five tasks of the spec, in order, with their durations', () => {
    expect(AUTONOMOUS_TASKS.map((task) => [task.category, task.duration])).toEqual([
      ['enhancement', 5],
      ['analysis', 8],
      ['business-plan', 15],
      ['pitch-deck', 10],
      ['financial', 8],
    ]);
  });

  it('start 1 s after the one before completes', () => {
    expect(AUTONOMOUS_TASK_STARTS_AT_MS).toEqual([0, 6000, 15_000, 31_000, 42_000]);
  });
});

describe('autonomous run at the start', () => {
  it('has the enhancement in progress at 0 and nothing stored', () => {
    const view = at(0);
    expect(view.tasks.map((task) => [task.status, task.progress])).toEqual([
      ['in-progress', 0],
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
    ]);
    expect(view.currentTask?.category).toBe('enhancement');
    expect(view.insights).toEqual([]);
    expect(view.results).toEqual({});
    expect(view.complete).toBe(false);
  });

  it('moves progress once per 100 ms tick', () => {
    expect(at(99).tasks[0].progress).toBe(0);
    expect(at(100).tasks[0].progress).toBe(2);
    expect(at(199).tasks[0].progress).toBe(2);
    expect(at(6100).tasks[1].progress).toBe(1.25);
  });
});

describe.each(AUTONOMOUS_TASKS.map((task, index) => [task.category, index, task.duration] as const))('the %s task', (category, index, duration) => {
  const startsAt = AUTONOMOUS_TASK_STARTS_AT_MS[index];
  const durationMs = duration * 1000;
  // progress = ticks * 10 / duration, so it is above 30 from tick 3 * duration + 1, above 70 from tick 7 * duration + 1.
  const partialAt = startsAt + (3 * duration + 1) * 100;
  const advancedAt = startsAt + (7 * duration + 1) * 100;

  it(`is pending until ${startsAt} ms, then in progress`, () => {
    if (index > 0) expect(at(startsAt - 1).tasks[index].status).toBe('pending');
    expect(at(startsAt).tasks[index]).toMatchObject({ status: 'in-progress', progress: 0 });
    expect(at(startsAt).currentTask?.category).toBe(category);
  });

  it(`stores the partial insight only above 30 percent (${partialAt} ms)`, () => {
    const before = at(partialAt - 1);
    expect(before.tasks[index].progress).toBeLessThanOrEqual(30);
    expect(insightKeys(partialAt - 1)).not.toContain(`${category}:partial`);
    expect(at(partialAt).tasks[index].progress).toBeGreaterThan(30);
    expect(insightKeys(partialAt)).toContain(`${category}:partial`);
  });

  it(`stores the advanced insight only above 70 percent (${advancedAt} ms)`, () => {
    expect(at(advancedAt - 1).tasks[index].progress).toBeLessThanOrEqual(70);
    expect(insightKeys(advancedAt - 1)).not.toContain(`${category}:advanced`);
    expect(insightKeys(advancedAt)).toContain(`${category}:advanced`);
  });

  it(`completes at 100 percent after ${duration} s and stores its result`, () => {
    const before = at(startsAt + durationMs - 1);
    expect(before.tasks[index].status).toBe('in-progress');
    expect(before.tasks[index].progress).toBeLessThan(100);
    expect(before.results[category]).toBeUndefined();
    const done = at(startsAt + durationMs);
    expect(done.tasks[index]).toMatchObject({ status: 'completed', progress: 100 });
    expect(done.results[category]).toBe(AUTONOMOUS_RESULTS[category]);
    expect(done.completedCount).toBe(index + 1);
  });
});

describe('between tasks and at the end', () => {
  it('pauses 1 s with no current task between tasks', () => {
    expect(at(5000).currentTask).toBeNull();
    expect(at(5999).currentTask).toBeNull();
    expect(at(5999).tasks[1].status).toBe('pending');
    expect(at(6000).currentTask?.category).toBe('analysis');
  });

  it('clears the current task and is complete when the last task completes', () => {
    expect(at(49_999)).toMatchObject({ complete: false, completedCount: 4 });
    const end = at(50_000);
    expect(end.complete).toBe(true);
    expect(end.currentTask).toBeNull();
    expect(Object.keys(end.results)).toEqual(['enhancement', 'analysis', 'business-plan', 'pitch-deck', 'financial']);
    expect(end.insights).toHaveLength(10);
    expect(at(120_000).complete).toBe(true);
  });

  it('stores insights in the order they came', () => {
    expect(insightKeys(8500)).toEqual(['enhancement:partial', 'enhancement:advanced', 'analysis:partial']);
  });
});

describe('autonomous results carry the sample figures', () => {
  it('has the financial and analysis figures of the spec', () => {
    expect(AUTONOMOUS_RESULTS.financial.metrics).toEqual({ cac: '$45', ltv: '$180', churn: '5% monthly', grossMargin: '85%' });
    expect(AUTONOMOUS_RESULTS.analysis.overallScore).toBe(8.5);
  });
});

describe('autonomous run on a fake clock', () => {
  beforeEach(() => jest.useFakeTimers({ now: STARTED_AT }));
  afterEach(() => jest.useRealTimers());

  it('completes the analysis 14 s after the start, not a tick earlier', () => {
    const startedAt = systemClock.now();
    jest.advanceTimersByTime(13_999);
    expect(autonomousRunAt(startedAt, systemClock.now()).tasks[1].status).toBe('in-progress');
    jest.advanceTimersByTime(1);
    expect(autonomousRunAt(startedAt, systemClock.now()).tasks[1].status).toBe('completed');
  });
});
