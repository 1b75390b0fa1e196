import { useCallback, useContext, useEffect, useEffectEvent, useState } from 'react';
import { timelineAt, type GeneratingTimeline, type GeneratingView } from './generating-timeline';
import { ToolClockContext } from './tool-clock';

/** How often the generating screen re-renders: finer than the 0.8 s step of the deck. */
const FRAME_MS = 100;

export interface GeneratingRun {
  /** Where the screen is, or null when nothing runs. */
  view: GeneratingView | null;
  start: () => void;
  stop: () => void;
}

/**
 * Runs a generating timeline on the tool clock and calls onDone once when its last step ends
 * (the moment the page makes the server call).
 */
export function useGeneratingRun(timeline: GeneratingTimeline, onDone: () => void): GeneratingRun {
  const clock = useContext(ToolClockContext);
  const [run, setRun] = useState<{ startedAt: number; now: number } | null>(null);
  const view = run ? timelineAt(timeline, run.now - run.startedAt) : null;
  const done = view?.done ?? false;
  const running = run !== null && !done;
  const finish = useEffectEvent(onDone);

  useEffect(() => {
    if (!running) return undefined;
    return clock.every(FRAME_MS, () => setRun((current) => (current ? { ...current, now: clock.now() } : current)));
  }, [clock, running]);

  useEffect(() => {
    if (done) finish();
  }, [done]);

  const start = useCallback(() => {
    const now = clock.now();
    setRun({ startedAt: now, now });
  }, [clock]);
  const stop = useCallback(() => setRun(null), []);

  return { view, start, stop };
}
