import type { ThrottlerStorage } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** One in this many increments also deletes counters whose window and block are over. */
const SWEEP_EVERY = 200;

/**
 * The throttler's counters in PostgreSQL (the service schema's rate_limit_counters, made by
 * createRateLimitCounters), so every instance of a service counts the same attempts
 * (ARCHITECTURE.md section 10). One statement per hit: the row is created or updated atomically,
 * a window that is over (and not blocked) starts again at 1, and the hit past the limit blocks
 * the key for blockDuration.
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  private increments = 0;

  private readonly table: string;

  constructor(
    private readonly dataSource: DataSource,
    schema: string,
  ) {
    this.table = `"${schema}"."rate_limit_counters"`;
  }

  async increment(key: string, ttlMs: number, limit: number, blockDurationMs: number): Promise<ThrottlerStorageRecord> {
    // Prepared on the pool: it runs before every limited call (a login, an idea submitted).
    const [row] = (await preparedQuery(
      this.dataSource,
      // Named per table: a statement's name must keep one text on a connection.
      `rate-limit-increment ${this.table}`,
      `INSERT INTO ${this.table} AS counter ("key", "hits", "window_ends_at", "blocked_until")
       VALUES ($1, 1, now() + $2 * interval '1 millisecond', CASE WHEN 1 > $3 THEN now() + $4 * interval '1 millisecond' END)
       ON CONFLICT ("key") DO UPDATE SET
         "hits" = CASE WHEN ${OVER} THEN 1 ELSE counter."hits" + 1 END,
         "window_ends_at" = CASE WHEN ${OVER} THEN now() + $2 * interval '1 millisecond' ELSE counter."window_ends_at" END,
         "blocked_until" = CASE
           WHEN ${OVER} THEN CASE WHEN 1 > $3 THEN now() + $4 * interval '1 millisecond' END
           WHEN counter."blocked_until" > now() THEN counter."blocked_until"
           WHEN counter."hits" + 1 > $3 THEN now() + $4 * interval '1 millisecond'
         END
       RETURNING "hits",
         greatest(0, ceil(extract(epoch FROM "window_ends_at" - now())))::int AS "secondsToExpire",
         greatest(0, ceil(extract(epoch FROM coalesce("blocked_until", now()) - now())))::int AS "secondsToUnblock"`,
      [key, ttlMs, limit, blockDurationMs],
    )) as Array<{ hits: number; secondsToExpire: number; secondsToUnblock: number }>;
    this.increments += 1;
    if (this.increments % SWEEP_EVERY === 0) await this.sweep();
    return {
      totalHits: row.hits,
      timeToExpire: row.secondsToExpire,
      isBlocked: row.secondsToUnblock > 0,
      timeToBlockExpire: row.secondsToUnblock,
    };
  }

  private async sweep(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM ${this.table} WHERE "window_ends_at" < now() AND ("blocked_until" IS NULL OR "blocked_until" < now())`,
    );
  }
}

/** The stored window and block of a key are both over: the next hit starts a new window. */
const OVER = `(counter."window_ends_at" <= now() AND (counter."blocked_until" IS NULL OR counter."blocked_until" <= now()))`;
