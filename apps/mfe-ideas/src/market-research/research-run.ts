import { MARKET_RESEARCH_STAGE_MS, MARKET_RESEARCH_STAGES } from '@founder/contracts';
import type { GeneratingTimeline } from '../generation/generating-timeline';

/** The six stages at 1500 ms each that the page shows while the research call runs (spec sections 4 and 9). */
export const RESEARCH_TIMELINE: GeneratingTimeline = { steps: MARKET_RESEARCH_STAGES, stepMs: MARKET_RESEARCH_STAGE_MS };

export type ResearchPhase = 'not-started' | 'generating' | 'shown';

/**
 * Where the page is: generating from the click until both the six stages have run and the call
 * has answered; then the stored research shows (or, after a failure, whatever was there before).
 */
export function researchPhase(state: { hasResearch: boolean; stagesRunning: boolean; callPending: boolean }): ResearchPhase {
  if (state.stagesRunning || state.callPending) return 'generating';
  return state.hasResearch ? 'shown' : 'not-started';
}
