import type PgBoss from 'pg-boss';

/** PostgreSQL's deadlock_detected: the transaction was rolled back, and may simply run again. */
const DEADLOCK = '40P01';
const TRIES = 5;

/**
 * Makes `queue` exist with these settings, as every instance does at start. pg-boss creates a queue
 * (a row and its partition table) in one transaction that two instances starting together can
 * deadlock on; PostgreSQL then rolls one back, which tries again and finds the queue made.
 * createQueue keeps a queue that exists as it was made, so the settings are applied after it.
 */
export async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue & { name: string }): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    try {
      await boss.createQueue(queue.name, queue);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || tries >= TRIES) throw error;
    }
  }
  await boss.updateQueue(queue.name, queue);
}
