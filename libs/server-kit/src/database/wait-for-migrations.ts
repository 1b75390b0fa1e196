import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { appliedMigrations, migrationNames, pendingMigrations } from './pending-migrations';
import type { ServiceDatabase } from './service-database';

export interface MigrationWait {
  /** Longest wait before the start fails. */
  limitMs: number;
  /** How often the migrations table is read. */
  pollMs?: number;
  /** How often the wait is logged again. */
  logEveryMs?: number;
}

/**
 * With MIGRATIONS=off: waits until every migration this build knows has run (`npm run migrate`,
 * the migration job), logging what it waits for, and throws after `limitMs` so the start fails
 * with the reason rather than serving an old schema.
 */
export async function waitForMigrations(url: string, database: ServiceDatabase, { limitMs, pollMs = 500, logEveryMs = 10_000 }: MigrationWait): Promise<void> {
  const logger = new Logger('Migrations');
  const known = migrationNames(database);
  const client = new Client({ connectionString: url, application_name: `founder-${database.schema}-wait` });
  await client.connect();
  try {
    const started = Date.now();
    let lastLog = -Infinity;
    for (;;) {
      const pending = pendingMigrations(known, await appliedMigrations(async (sql) => (await client.query<{ name: string }>(sql)).rows, database.schema));
      if (pending.length === 0) return;
      if (Date.now() - started >= limitMs) {
        throw new Error(
          `the ${database.schema} schema is still behind this build after waiting ${limitMs / 1000} s: ${pending.length} migrations pending (newest ${known.at(-1)}); run npm run migrate`,
        );
      }
      if (Date.now() - lastLog >= logEveryMs) {
        lastLog = Date.now();
        logger.warn(`Waiting for migrations (MIGRATIONS=off): ${pending.length} pending in the ${database.schema} schema, newest ${known.at(-1)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  } finally {
    await client.end();
  }
}
