import { JOURNEY_STEPS, type JourneyStep } from './journey-content';

/**
 * 'Complete Startup Journey Demo' (spec section 4) as a reducer plus a pure view of time.
 *
 * The current step is the furthest step the journey has reached; the viewed step is the one whose
 * view is open. A step can be opened only if it is at or before the current step or complete, so
 * looking back at an earlier step never stops or restarts the step that is running.
 *
 * Overall percent = (completed count * 100 + current step progress) / 6, where a completed current
 * step is counted once, among the completed ones: the bar ends at 100, not above it.
 */
export interface JourneyState {
  readonly currentStep: number;
  readonly viewedStep: number;
  /** When each step started running; null until it has. */
  readonly startedAt: readonly (number | null)[];
  /** The full-screen pitch view, over the pitch-deck step. */
  readonly fullScreen: boolean;
}

export type JourneyStepStatus = 'idle' | 'loading' | 'completed';

export interface JourneyStepView {
  step: JourneyStep;
  status: JourneyStepStatus;
  /** 0-100, fractional; round it to display. */
  progress: number;
  canOpen: boolean;
}

export interface JourneyView {
  steps: JourneyStepView[];
  currentStep: number;
  viewedStep: number;
  /** 0-100, fractional. */
  overallPercent: number;
  /** The whole percent the header and its bar show: 100 only when every step is complete. */
  overallWholePercent: number;
  /** 'Continue to Next Step' shows. */
  canContinue: boolean;
  fullScreen: boolean;
  /** Some step is still loading, so the view changes with time. */
  running: boolean;
}

const LAST_STEP = JOURNEY_STEPS.length - 1;
const PITCH_DECK_STEP = JOURNEY_STEPS.findIndex((step) => step.id === 'pitch-deck');

function stepProgress(state: JourneyState, index: number, now: number): number {
  const startedAt = state.startedAt[index];
  if (startedAt === null) return 0;
  return Math.min(100, ((now - startedAt) / (JOURNEY_STEPS[index].duration * 1000)) * 100);
}

function isComplete(state: JourneyState, index: number, now: number): boolean {
  return stepProgress(state, index, now) === 100;
}

function canOpen(state: JourneyState, index: number, now: number): boolean {
  return index <= state.currentStep || isComplete(state, index, now);
}

/** Step 0 runs on load. */
export function startJourney(now: number): JourneyState {
  return { currentStep: 0, viewedStep: 0, startedAt: JOURNEY_STEPS.map((_, index) => (index === 0 ? now : null)), fullScreen: false };
}

export function openJourneyStep(state: JourneyState, index: number, now: number): JourneyState {
  if (index < 0 || index > LAST_STEP || !canOpen(state, index, now)) return state;
  return { ...state, viewedStep: index, fullScreen: false };
}

/** Moves on from a complete current step and starts the next one unless it has already run. */
export function continueJourney(state: JourneyState, now: number): JourneyState {
  if (state.currentStep >= LAST_STEP || !isComplete(state, state.currentStep, now)) return state;
  const next = state.currentStep + 1;
  const startedAt = state.startedAt.map((at, index) => (index === next && at === null ? now : at));
  return { currentStep: next, viewedStep: next, startedAt, fullScreen: false };
}

/** 'Full-Screen Presentation' opens only on a complete pitch-deck step. */
export function openPitchFullScreen(state: JourneyState, now: number): JourneyState {
  if (state.viewedStep !== PITCH_DECK_STEP || !isComplete(state, PITCH_DECK_STEP, now)) return state;
  return { ...state, fullScreen: true };
}

export function closePitchFullScreen(state: JourneyState): JourneyState {
  return { ...state, fullScreen: false };
}

/** A percent as the header reads it: rounded, but 100 only once it is (never '100% Complete' with a step at 97%). */
export function wholePercent(percent: number): number {
  return percent >= 100 ? 100 : Math.min(99, Math.round(percent));
}

export function journeyAt(state: JourneyState, now: number): JourneyView {
  const steps = JOURNEY_STEPS.map((step, index): JourneyStepView => {
    const progress = stepProgress(state, index, now);
    const status: JourneyStepStatus = state.startedAt[index] === null ? 'idle' : progress === 100 ? 'completed' : 'loading';
    return { step, status, progress, canOpen: canOpen(state, index, now) };
  });
  const completedCount = steps.filter((step) => step.status === 'completed').length;
  const current = steps[state.currentStep];
  const currentProgress = current.status === 'completed' ? 0 : current.progress;
  const overallPercent = (completedCount * 100 + currentProgress) / JOURNEY_STEPS.length;
  return {
    steps,
    currentStep: state.currentStep,
    viewedStep: state.viewedStep,
    overallPercent,
    overallWholePercent: wholePercent(overallPercent),
    canContinue: current.status === 'completed' && state.currentStep < LAST_STEP,
    fullScreen: state.fullScreen,
    running: steps.some((step) => step.status === 'loading'),
  };
}
