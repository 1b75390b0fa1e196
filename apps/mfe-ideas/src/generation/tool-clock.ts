import { createContext } from 'react';

/**
 * Where the idea tools read the time and schedule re-renders. Timed state is a pure function of the
 * `now` it is given, so a unit test or a browser test with a fake clock decides what time it is.
 */
export interface ToolClock {
  now(): number;
  /** Calls onTick every intervalMs until the returned function is called. */
  every(intervalMs: number, onTick: () => void): () => void;
}

/** Real time, looked up at each call so jest's and Playwright's fake clocks drive it too. */
export const systemClock: ToolClock = {
  now: () => Date.now(),
  every: (intervalMs, onTick) => {
    const handle = setInterval(onTick, intervalMs);
    return () => clearInterval(handle);
  },
};

/** The clock the idea tools read; real time unless a test provides another. */
export const ToolClockContext = createContext<ToolClock>(systemClock);
