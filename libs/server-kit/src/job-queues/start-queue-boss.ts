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
}

/**
 * pg-boss on the service's own connection pool (no second pool per engine), without cron schedules,
 * finished jobs archived within the hour; its errors logged. Started.
 */
export async function startQueueBoss(dataSource: DataSource, { schema, logger, deleteAfterDays = 1, maintenanceIntervalSeconds = 300 }: QueueBossOptions): Promise<PgBoss> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
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

/**
 * Stops pg-boss once its jobs have ended (10 s at most). A shutdown goes on when the database is
 * already gone (its pool ended, a lost connection): what pg-boss could not record is logged, and the
 * jobs it held are retried after their expiry, as a killed instance's are.
 */
export async function stopQueueBoss(boss: PgBoss | null, logger: Logger): Promise<void> {
  try {
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  } catch (error) {
    logger.warn(`pg-boss did not stop cleanly: ${(error as Error).message}`);
  }
}
