/**
 * Where timed UI (the demos, the idea tools' generating screens and analysis animation) reads the
 * time and schedules its re-renders. The state machines never read the time themselves: they are
 * pure functions of the `now` they are given, so a test, or a browser test with a fake clock,
 * decides what time it is.
 */
export interface Clock {
  /** Milliseconds on a monotonic-enough scale (Date.now() in the browser). */
  now(): number;
  /** Calls onTick every intervalMs until the returned function is called. */
  every(intervalMs: number, onTick: () => void): () => void;
}

/**
 * Real time. It looks up Date.now and setInterval when called, not when this module loads, so
 * jest's and Playwright's fake clocks drive it too.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  every: (intervalMs, onTick) => {
    const handle = setInterval(onTick, intervalMs);
    return () => clearInterval(handle);
  },
};

/** How often the pages re-render a running demo: the finest step of any demo (the autonomous tick). */
export const DEMO_FRAME_MS = 100;
