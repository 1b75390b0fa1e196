import { useContext, useEffect, useState } from 'react';
import { ToolClockContext } from '../generation/tool-clock';
import { advanceAnalysis, ANALYSIS_COMPLETE, ANALYSIS_STARTED, ANALYSIS_TICK_MS, type AnalysisProgress } from './analysis-progress';

const shownKey = (ideaId: number) => `ideaAnalysisShown:${ideaId}`;

function wasShown(ideaId: number): boolean {
  try {
    return window.sessionStorage.getItem(shownKey(ideaId)) === '1';
  } catch {
    return false;
  }
}

function markShown(ideaId: number): void {
  try {
    window.sessionStorage.setItem(shownKey(ideaId), '1');
  } catch {
    // Without session storage the animation plays on every visit; nothing else changes.
  }
}

/**
 * The panel's 'analyzing' animation for one idea. It plays the first time the idea's analysis is
 * shown in this tab; afterwards the result shows at once (a founder switching tabs should not wait
 * for the same animation again).
 */
export function useAnalysisAnimation(ideaId: number): AnalysisProgress {
  const clock = useContext(ToolClockContext);
  const [state, setState] = useState<AnalysisProgress>(() => (wasShown(ideaId) ? ANALYSIS_COMPLETE : ANALYSIS_STARTED));
  const complete = state.phase === 'complete';

  useEffect(() => {
    if (complete) {
      markShown(ideaId);
      return undefined;
    }
    return clock.every(ANALYSIS_TICK_MS, () => setState((previous) => advanceAnalysis(previous, Math.random)));
  }, [clock, complete, ideaId]);

  return state;
}
