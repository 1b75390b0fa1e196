import { MINUTE_MS } from '@founder/server-kit';

/**
 * How failed sign-ins slow the next ones on one counter (OWASP ASVS 2.2.1 with device cookies):
 * the failures in a window that cost nothing, then a wait after each further failure that
 * doubles up to a cap. An account is never locked, only slowed: the wait always ends.
 */
export interface LoginSlowdown {
  freeFailures: number;
  /** Failures are forgotten after this long without one (and without a wait running). */
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * Each counter (the unknown clients of an account, or one browser known to it) allows 10 failures,
 * then waits 1, 2, 4, 8 and at most 15 minutes. A guesser spread over any number of addresses
 * gets 16 guesses in the first hour and 4 an hour after (ASVS 2.2.1 asks for at most 100),
 * while the owner's known browsers keep counters of their own.
 */
export const LOGIN_SLOWDOWN: LoginSlowdown = {
  freeFailures: 10,
  windowMs: 15 * MINUTE_MS,
  firstDelayMs: MINUTE_MS,
  maxDelayMs: 15 * MINUTE_MS,
};

/** The wait that the failure numbered `failures` in its window starts, or null while failures are free. */
export function delayAfterFailure(failures: number, slowdown: LoginSlowdown = LOGIN_SLOWDOWN): number | null {
  if (failures < slowdown.freeFailures) return null;
  const doublings = Math.min(failures - slowdown.freeFailures, 30);
  return Math.min(slowdown.firstDelayMs * 2 ** doublings, slowdown.maxDelayMs);
}

/** The waits after the free failures, in order, up to the cap (which every later failure repeats). */
export function waitsAfterFreeFailures(slowdown: LoginSlowdown = LOGIN_SLOWDOWN): number[] {
  const waits: number[] = [];
  for (let failures = slowdown.freeFailures; waits.at(-1) !== slowdown.maxDelayMs; failures += 1) waits.push(delayAfterFailure(failures, slowdown)!);
  return waits;
}
