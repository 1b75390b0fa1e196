import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { DEMO_FRAME_MS, systemClock, type Clock } from '@founder/demo-engine';

/** The clock the demos read; real time unless a test or a story provides another. */
export const DemoClockContext = createContext<Clock>(systemClock);

/**
 * A demo's state machine in a component: `viewAt(state, now)` is what to render; `dispatch` applies
 * an event at the clock's current time. While `isRunning(view)` holds, the view is recomputed every
 * 100 ms; once the demo stops changing, no timer is left behind.
 */
export function useTimedMachine<State, View>(
  init: (now: number) => State,
  viewAt: (state: State, now: number) => View,
  isRunning: (view: View) => boolean,
): [View, (event: (state: State, now: number) => State) => void] {
  const clock = useContext(DemoClockContext);
  const [{ state, now }, setSnapshot] = useState(() => {
    const start = clock.now();
    return { state: init(start), now: start };
  });
  const view = viewAt(state, now);
  const running = isRunning(view);

  useEffect(() => {
    if (!running) return undefined;
    return clock.every(DEMO_FRAME_MS, () => setSnapshot((snapshot) => ({ ...snapshot, now: clock.now() })));
  }, [clock, running]);

  const dispatch = useCallback(
    (event: (state: State, now: number) => State) => {
      const at = clock.now();
      setSnapshot((snapshot) => ({ state: event(snapshot.state, at), now: at }));
    },
    [clock],
  );

  return [view, dispatch];
}
