/** The first ejection of an address that failed to connect; each failure in a row doubles it. */
export const FIRST_EJECTION_MS = 1000;
/** The bound of the back-off: a dead address is tried again at least this often. */
export const LONGEST_EJECTION_MS = 30_000;

/**
 * Passive health of one upstream address: a failure to connect ejects it for 1 s, 2 s, 4 s ...
 * up to 30 s while the failures go on in a row; once the time is up it is admitted again (one call
 * tells), and the first call it answers clears the count.
 */
export class UpstreamEjection {
  private failuresInARow = 0;
  private ejectedUntil = 0;

  constructor(private readonly now: () => number = Date.now) {}

  isEjected(): boolean {
    return this.now() < this.ejectedUntil;
  }

  /** When an ejected address is admitted again (0 when it is not ejected). */
  readmittedAt(): number {
    return this.isEjected() ? this.ejectedUntil : 0;
  }

  connectFailed(): void {
    this.ejectedUntil = this.now() + Math.min(LONGEST_EJECTION_MS, FIRST_EJECTION_MS * 2 ** Math.min(this.failuresInARow, 15));
    this.failuresInARow += 1;
  }

  answered(): void {
    this.failuresInARow = 0;
    this.ejectedUntil = 0;
  }
}

/**
 * The next address of a round robin over `count` addresses, starting after `last`, skipping the
 * ejected ones and `excluded` (the one a retry must avoid). When every candidate is ejected, the
 * one admitted again soonest: a request is never refused without trying. -1 only when nothing but
 * `excluded` is left.
 */
export function nextAddress(count: number, last: number, isEjected: (index: number) => boolean, readmittedAt: (index: number) => number, excluded = -1): number {
  let soonest = -1;
  for (let step = 1; step <= count; step += 1) {
    const index = (last + step) % count;
    if (index === excluded) continue;
    if (!isEjected(index)) return index;
    if (soonest === -1 || readmittedAt(index) < readmittedAt(soonest)) soonest = index;
  }
  return soonest;
}
