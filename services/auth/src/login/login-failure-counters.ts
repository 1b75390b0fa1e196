import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { LOGIN_SLOWDOWN, waitsAfterFreeFailures } from '../domain/login-slowdown';

const TABLE = '"auth"."rate_limit_counters"';
const MS = `* interval '1 millisecond'`;

/**
 * Failed sign-ins per counter, in the rate-limit table every auth instance shares (the throttler's
 * sweep removes rows whose window and wait are over). An attempt is counted as a failure when it
 * is let through, in the same statement that checks the counter's wait, so a burst of simultaneous
 * guesses gets no more through than one at a time; a success takes its count back. A key is a
 * SHA-256 of what it counts, so no email is stored.
 */
@Injectable()
export class LoginFailureCounters {
  private readonly waitsMs = waitsAfterFreeFailures(LOGIN_SLOWDOWN);

  constructor(private readonly dataSource: DataSource) {}

  /** The key of the failures from clients the account does not know, or from one known browser. */
  static keyOf(account: string, deviceId: string | null): string {
    const counted = deviceId === null ? `login failures\n${account}` : `login failures\n${account}\ndevice ${deviceId}`;
    return createHash('sha256').update(counted).digest('hex');
  }

  /**
   * Lets an attempt through and counts it (0), or answers the seconds until the counter's wait is
   * over. Counting the free failures' last and every later one starts the wait LOGIN_SLOWDOWN
   * gives it, and keeps the window open a whole window after that wait, so the waits keep growing
   * while failures keep coming; a window that is over (with no wait running) starts again at 1.
   */
  async admit(key: string): Promise<number> {
    const hits = `(CASE WHEN ${OVER} THEN 1 ELSE counter."hits" + 1 END)`;
    const admitted = (await this.dataSource.query(
      `INSERT INTO ${TABLE} AS counter ("key", "hits", "window_ends_at", "blocked_until")
       VALUES ($1, 1, ${windowEnd('1')}, ${waitEnd('1')})
       ON CONFLICT ("key") DO UPDATE SET
         "hits" = ${hits},
         "blocked_until" = ${waitEnd(hits)},
         "window_ends_at" = CASE WHEN ${OVER} OR ${hits} >= $3 THEN ${windowEnd(hits)} ELSE counter."window_ends_at" END
       WHERE counter."blocked_until" IS NULL OR counter."blocked_until" <= now()
       RETURNING "hits"`,
      [key, LOGIN_SLOWDOWN.windowMs, LOGIN_SLOWDOWN.freeFailures, this.waitsMs],
    )) as unknown[];
    return admitted.length > 0 ? 0 : this.secondsToWait(key);
  }

  /** A let-through attempt that succeeded is no failure: its count goes, and the wait it started. */
  async refund(key: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${TABLE} SET "hits" = greatest("hits" - 1, 0), "blocked_until" = CASE WHEN "hits" - 1 < $2 THEN NULL ELSE "blocked_until" END WHERE "key" = $1`,
      [key, LOGIN_SLOWDOWN.freeFailures],
    );
  }

  /** Forgets a counter (a known browser that signed in: its owner's typos start again). */
  async clear(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${TABLE} WHERE "key" = $1`, [key]);
  }

  private async secondsToWait(key: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT greatest(1, ceil(extract(epoch FROM "blocked_until" - now())))::int AS "seconds" FROM ${TABLE} WHERE "key" = $1`,
      [key],
    )) as Array<{ seconds: number }>;
    return row?.seconds ?? 1;
  }
}

/** The stored window and wait are both over: the next attempt starts a new window. */
const OVER = `(counter."window_ends_at" <= now() AND (counter."blocked_until" IS NULL OR counter."blocked_until" <= now()))`;

/** The wait ($4, one per failure past the free ones, the last repeated) after `hits` failures, in ms. */
const waitMs = (hits: string) => `($4::int[])[least(${hits} - $3 + 1, cardinality($4::int[]))]`;

/** When the wait that `hits` failures start is over; null while failures are free ($3 of them). */
const waitEnd = (hits: string) => `CASE WHEN ${hits} >= $3 THEN now() + ${waitMs(hits)} ${MS} END`;

/** When the window ($2 ms) is over: a window after the wait, if `hits` started one. */
const windowEnd = (hits: string) => `now() + ($2::int + CASE WHEN ${hits} >= $3 THEN ${waitMs(hits)} ELSE 0 END) ${MS}`;
