interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer input before the next step of
 * start-up runs (a task over 50 ms blocks input: Total Blocking Time on a phone). scheduler.yield
 * resumes ahead of other queued work; older browsers get a new task from a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
