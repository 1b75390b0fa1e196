import type { Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';

export interface QueueBossOptions {
  /** The schema of the service's database that holds this engine's jobs. */
  schema: string;
  logger: Logger;
  /** How long finished jobs are kept (default 1 day). */
  deleteAfterDays?: number;
  maintenanceIntervalSeconds?: number;
  /** Sees every query, so a shutdown can wait for those under way. */
  track?: <T>(query: Promise<T>) => Promise<T>;
}

/**
 * pg-boss on the service's own connection pool (no second pool per engine), without cron schedules,
 * finished jobs archived within the hour; its errors logged. Started.
 */
export async function startQueueBoss(dataSource: DataSource, { schema, logger, deleteAfterDays = 1, maintenanceIntervalSeconds = 300, track }: QueueBossOptions): Promise<PgBoss> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const query = (text: string, values?: unknown[]) => pool.query(text, values);
  const boss = new PgBoss({
    db: { executeSql: track ? (text, values) => track(query(text, values)) : query },
    schema,
    schedule: false,
    maintenanceIntervalSeconds,
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays,
  });
  boss.on('error', (error) => logger.error(`pg-boss: ${error.message}`));
  await boss.start();
  return boss;
}
