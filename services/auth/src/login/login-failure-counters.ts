import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { delayAfterFailure, LOGIN_SLOWDOWN } from '../domain/login-slowdown';

const TABLE = '"auth"."rate_limit_counters"';

/**
 * Failed sign-ins per counter, in the rate-limit table every auth instance shares (the throttler's
 * sweep removes rows whose window and wait are over). A key is a SHA-256 of what it counts, so no
 * email is stored.
 */
@Injectable()
export class LoginFailureCounters {
  constructor(private readonly dataSource: DataSource) {}

  /** The key of the failures from clients the account does not know, or from one known browser. */
  static keyOf(account: string, deviceId: string | null): string {
    const counted = deviceId === null ? `login failures\n${account}` : `login failures\n${account}\ndevice ${deviceId}`;
    return createHash('sha256').update(counted).digest('hex');
  }

  /** Seconds until the counter's wait is over; 0 when an attempt may go ahead. */
  async secondsToWait(key: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT ceil(extract(epoch FROM "blocked_until" - now()))::int AS "seconds" FROM ${TABLE} WHERE "key" = $1 AND "blocked_until" > now()`,
      [key],
    )) as Array<{ seconds: number }>;
    return row?.seconds ?? 0;
  }

  /**
   * Counts a failure (a new window when the last one and its wait are over) and starts the wait
   * LOGIN_SLOWDOWN gives it; the window then lasts until a whole one has passed after the wait, so
   * the waits keep growing while failures keep coming.
   */
  async recordFailure(key: string): Promise<void> {
    const windowMs = LOGIN_SLOWDOWN.windowMs;
    const [{ hits }] = (await this.dataSource.query(
      `INSERT INTO ${TABLE} AS counter ("key", "hits", "window_ends_at", "blocked_until")
       VALUES ($1, 1, now() + $2 * interval '1 millisecond', NULL)
       ON CONFLICT ("key") DO UPDATE SET
         "hits" = CASE WHEN ${OVER} THEN 1 ELSE counter."hits" + 1 END,
         "window_ends_at" = CASE WHEN ${OVER} THEN now() + $2 * interval '1 millisecond' ELSE counter."window_ends_at" END
       RETURNING "hits"`,
      [key, windowMs],
    )) as Array<{ hits: number }>;
    const delayMs = delayAfterFailure(hits);
    if (delayMs === null) return;
    await this.dataSource.query(
      `UPDATE ${TABLE} SET
         "blocked_until" = greatest("blocked_until", now() + $2 * interval '1 millisecond'),
         "window_ends_at" = greatest("window_ends_at", now() + ($2 + $3) * interval '1 millisecond')
       WHERE "key" = $1`,
      [key, delayMs, windowMs],
    );
  }

  /** Forgets a counter (a known browser that signed in: its owner's typos start again). */
  async clear(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${TABLE} WHERE "key" = $1`, [key]);
  }
}

/** The stored window and wait are both over: the next failure starts a new window. */
const OVER = `(counter."window_ends_at" <= now() AND (counter."blocked_until" IS NULL OR counter."blocked_until" <= now()))`;
