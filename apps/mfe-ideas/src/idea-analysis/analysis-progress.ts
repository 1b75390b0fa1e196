/**
 * The 'analyzing' animation of the analysis panel (spec section 4): a simulated progress value rises
 * about every 0.5 s by a random step of up to 15; at 100 the panel is 'complete'. Pure: the random
 * source is passed in, so a test decides every step.
 */
export const ANALYSIS_TICK_MS = 500;
export const ANALYSIS_MAX_STEP = 15;

export type AnalysisPhase = 'analyzing' | 'complete';

export interface AnalysisProgress {
  phase: AnalysisPhase;
  /** 0 to 100. */
  progress: number;
}

/** The four stages shown under the bar; each lights up once the progress is above its threshold. */
export const ANALYSIS_STAGES = [
  { label: 'Market analysis', threshold: 25 },
  { label: 'Feasibility scoring', threshold: 50 },
  { label: 'SWOT assessment', threshold: 75 },
  { label: 'Recommendations', threshold: 95 },
] as const;

export const ANALYSIS_STARTED: AnalysisProgress = { phase: 'analyzing', progress: 0 };
export const ANALYSIS_COMPLETE: AnalysisProgress = { phase: 'complete', progress: 100 };

/**
 * One tick: the progress rises by random() * 15 (random in [0, 1)), at least 1 so the animation
 * always ends, and stops at 100, where the phase becomes 'complete'.
 */
export function advanceAnalysis(state: AnalysisProgress, random: () => number): AnalysisProgress {
  if (state.phase === 'complete') return state;
  const step = Math.max(1, random() * ANALYSIS_MAX_STEP);
  const progress = Math.min(100, state.progress + step);
  return progress >= 100 ? ANALYSIS_COMPLETE : { phase: 'analyzing', progress };
}

/** Whether each stage is lit at this progress. */
export function litStages(progress: number): boolean[] {
  return ANALYSIS_STAGES.map((stage) => progress > stage.threshold);
}
