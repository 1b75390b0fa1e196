import { DECK_TIMELINE, PLAN_TIMELINE, stepState, timelineAt, timelineDuration } from './generating-timeline';

describe('the generating timelines', () => {
  it('write the 12 plan sections at 1 s each and the 10 slides at 0.8 s each', () => {
    expect(PLAN_TIMELINE.steps).toHaveLength(12);
    expect(PLAN_TIMELINE.steps[0]).toBe('Executive Summary');
    expect(timelineDuration(PLAN_TIMELINE)).toBe(12_000);
    expect(DECK_TIMELINE.steps).toHaveLength(10);
    expect(DECK_TIMELINE.steps[9]).toBe('Thank You');
    expect(timelineDuration(DECK_TIMELINE)).toBe(8_000);
  });
});

describe('timelineAt', () => {
  it('moves one plan section per second', () => {
    expect(timelineAt(PLAN_TIMELINE, 0)).toEqual({ current: 0, percent: 0, done: false });
    expect(timelineAt(PLAN_TIMELINE, 999)).toEqual({ current: 0, percent: 0, done: false });
    expect(timelineAt(PLAN_TIMELINE, 1000)).toEqual({ current: 1, percent: 8, done: false });
    expect(timelineAt(PLAN_TIMELINE, 6000)).toEqual({ current: 6, percent: 50, done: false });
    expect(timelineAt(PLAN_TIMELINE, 11_999)).toEqual({ current: 11, percent: 92, done: false });
    expect(timelineAt(PLAN_TIMELINE, 12_000)).toEqual({ current: 12, percent: 100, done: true });
  });

  it('moves one slide per 0.8 s', () => {
    expect(timelineAt(DECK_TIMELINE, 799).current).toBe(0);
    expect(timelineAt(DECK_TIMELINE, 800).current).toBe(1);
    expect(timelineAt(DECK_TIMELINE, 4000)).toEqual({ current: 5, percent: 50, done: false });
    expect(timelineAt(DECK_TIMELINE, 7999).done).toBe(false);
    expect(timelineAt(DECK_TIMELINE, 8000).done).toBe(true);
  });

  it('stays within its steps whatever the clock says', () => {
    expect(timelineAt(DECK_TIMELINE, 60_000)).toEqual({ current: 10, percent: 100, done: true });
    expect(timelineAt(DECK_TIMELINE, -500)).toEqual({ current: 0, percent: 0, done: false });
  });
});

describe('stepState', () => {
  it('marks the steps before the current one done and the current one active', () => {
    const view = timelineAt(PLAN_TIMELINE, 2500);
    expect([0, 1, 2, 3].map((index) => stepState(view, index))).toEqual(['done', 'done', 'active', 'waiting']);
    expect(stepState(timelineAt(PLAN_TIMELINE, 12_000), 11)).toBe('done');
  });
});
