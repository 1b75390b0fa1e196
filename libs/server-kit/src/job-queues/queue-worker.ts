import type { Logger } from '@nestjs/common';
import type PgBoss from 'pg-boss';

/** A running worker of one queue. */
export interface QueueWorker {
  /** Looks for a job now rather than at the next poll (a job was just queued). */
  wake(): void;
  /** Ends the loop after the job in hand; once it resolves, the worker touches the database no more. */
  stop(): Promise<void>;
}

export interface QueueWorkerOptions<T> {
  queue: string;
  /** Runs one job: resolving completes it, throwing fails it (pg-boss tries it again within the queue's retryLimit). */
  handle: (job: PgBoss.JobWithMetadata<T>) => Promise<void>;
  logger: Logger;
  pollMs?: number;
}

/**
 * Takes one job of `queue` at a time (any instance may), runs it and records how it ended, awaiting
 * every step. pg-boss's own work() records a finished job without awaiting it: when the database is
 * gone at that moment (a lost connection, a pool closing), the rejection is unhandled and ends the
 * process. Here such a failure is logged, and the job is taken again after its expiry.
 */
export function startQueueWorker<T>(boss: PgBoss, { queue, handle, logger, pollMs = 1000 }: QueueWorkerOptions<T>): QueueWorker {
  let stopping = false;
  let woken = false;
  let endSleep: (() => void) | null = null;

  const workOne = async (): Promise<boolean> => {
    const [job] = await boss.fetch<T>(queue, { batchSize: 1, includeMetadata: true });
    if (!job) return false;
    const failure = await handle(job).then(
      () => null,
      (error: unknown) => error as Error,
    );
    if (failure) await boss.fail(queue, job.id, { message: failure.message });
    else await boss.complete(queue, job.id);
    return true;
  };

  const loop = (async () => {
    while (!stopping) {
      woken = false;
      try {
        if (await workOne()) continue;
      } catch (error) {
        logger.error(`The ${queue} queue could not be worked: ${(error as Error).message}`);
      }
      if (woken || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        endSleep = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      endSleep = null;
    }
  })();

  const wake = () => {
    woken = true;
    endSleep?.();
  };
  return {
    wake,
    stop: async () => {
      stopping = true;
      wake();
      await loop;
    },
  };
}
