import { MARKET_RESEARCH_STAGE_MS, MARKET_RESEARCH_STAGES, PITCH_SLIDES, PLAN_SECTIONS } from '@founder/contracts';

/**
 * The generating screen (spec section 4): a fake progress, one step per section or slide, shown
 * before the server call is made.
 */
export interface GeneratingTimeline {
  /** What each step is writing, in order. */
  steps: readonly string[];
  stepMs: number;
}

/** 1 s per business plan section. */
export const PLAN_TIMELINE: GeneratingTimeline = { steps: PLAN_SECTIONS.map((section) => section.title), stepMs: 1000 };

/** 0.8 s per pitch slide. */
export const DECK_TIMELINE: GeneratingTimeline = { steps: PITCH_SLIDES.map((slide) => slide.title), stepMs: 800 };

/** Market research: six stages at 1500 ms each (spec sections 4 and 9), shown while the call runs. */
export const RESEARCH_TIMELINE: GeneratingTimeline = { steps: MARKET_RESEARCH_STAGES, stepMs: MARKET_RESEARCH_STAGE_MS };

/** A timeline without steps, for a document generated behind a fixed bar (the financial model). */
export const NO_STEPS: GeneratingTimeline = { steps: [], stepMs: 1 };

export interface GeneratingView {
  /** Index of the step being written; steps.length once every step is done. */
  current: number;
  /** Whole percent of the steps done. */
  percent: number;
  done: boolean;
}

export function timelineDuration(timeline: GeneratingTimeline): number {
  return timeline.steps.length * timeline.stepMs;
}

/** Where the timeline is, elapsedMs after it started. */
export function timelineAt(timeline: GeneratingTimeline, elapsedMs: number): GeneratingView {
  const count = timeline.steps.length;
  const current = Math.min(count, Math.max(0, Math.floor(elapsedMs / timeline.stepMs)));
  return { current, percent: Math.round((current / count) * 100), done: current === count };
}

export type StepState = 'done' | 'active' | 'waiting';

export function stepState(view: GeneratingView, index: number): StepState {
  if (index < view.current) return 'done';
  return index === view.current ? 'active' : 'waiting';
}
