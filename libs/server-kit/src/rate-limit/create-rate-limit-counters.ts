import type { QueryRunner } from 'typeorm';

/** The table of PostgresThrottlerStorage in a service's schema (one row per hashed throttler key), for a migration. */
export async function createRateLimitCounters(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE "${schema}"."rate_limit_counters" (
      "key" varchar(64) PRIMARY KEY,
      "hits" integer NOT NULL,
      "window_ends_at" timestamptz NOT NULL,
      "blocked_until" timestamptz
    )`);
  await queryRunner.query(`CREATE INDEX "rate_limit_counters_window_ends_at" ON "${schema}"."rate_limit_counters" ("window_ends_at")`);
}
