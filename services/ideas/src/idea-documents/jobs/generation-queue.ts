import { Injectable, Logger } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { ensureQueue, startQueueBoss, startQueueWorker, stopQueueBoss, type QueueWorker } from '@founder/server-kit';
import { IdeasEnvironment } from '../../ideas-environment';

/** pg-boss's own schema on the service's database: it makes and migrates it at start, under its own lock. */
export const QUEUE_SCHEMA = 'ideas_jobs';
export const GENERATION_QUEUE = 'document-generation';
/** A job is run at most this many times: its first run and JOB_MAX_ATTEMPTS - 1 resumes (JOB_RESTARTED_TOO_OFTEN after). */
export const JOB_MAX_ATTEMPTS = 3;

/**
 * The queue of generation jobs on pg-boss: any instance's workers take the next job (its id in
 * ideas.generation_jobs); a job that throws, or that its writer handed back, is taken again by any
 * instance; one that runs past its longest possible time (expired) too. Started only where an LLM is
 * configured: the built-in composer writes in the request and needs no queue.
 */
@Injectable()
export class GenerationQueue {
  private readonly logger = new Logger('GenerationQueue');
  private boss: PgBoss | null = null;
  private workers: QueueWorker[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly environment: IdeasEnvironment,
  ) {}

  get running(): boolean {
    return this.boss !== null;
  }

  /**
   * Starts pg-boss on the service's pool and, on an instance that runs workers (`run` given, not
   * IDEAS_ROLE=web), GENERATION_WORKERS workers, each running one job at a time with `run(jobId)`.
   */
  async start(run: ((jobId: number) => Promise<void>) | null): Promise<void> {
    // The supervisor expires, archives and deletes jobs (no cron schedules).
    const boss = await startQueueBoss(this.dataSource, { schema: QUEUE_SCHEMA, logger: this.logger, maintenanceIntervalSeconds: 60, deleteAfterDays: 7 });
    // 'singleton': at most one active queue job per key (an idea's document), whichever instance runs it.
    await ensureQueue(boss, { name: GENERATION_QUEUE, policy: 'singleton', retryLimit: JOB_MAX_ATTEMPTS, retryDelay: 1, retentionDays: 1 });
    for (let worker = 0; run && worker < this.environment.GENERATION_WORKERS; worker += 1) {
      this.workers.push(startQueueWorker<{ jobId: number }>(boss, { queue: GENERATION_QUEUE, logger: this.logger, handle: (job) => run(job.data.jobId) }));
    }
    this.boss = boss;
  }

  /**
   * Queues a job of `parts` parts of one document (`singletonKey`: its idea and kind) under the queue
   * id `queueJobId`, to expire after the longest it can take (its rounds of LLM_CONCURRENCY parts,
   * each bounded by LLM_TIMEOUT_MS, and a minute more), and wakes this instance's workers so one
   * takes it now rather than at its next poll (a web-only instance has none: a worker's poll takes it).
   */
  async enqueue(jobId: number, queueJobId: string, parts: number, singletonKey: string): Promise<void> {
    const boss = this.started();
    const { LLM_CONCURRENCY, LLM_TIMEOUT_MS } = this.environment;
    const expireInSeconds = Math.ceil(parts / LLM_CONCURRENCY) * Math.ceil(LLM_TIMEOUT_MS / 1000) + 60;
    await boss.send(GENERATION_QUEUE, { jobId }, { id: queueJobId, singletonKey, expireInSeconds });
    for (const worker of this.workers) worker.wake();
  }

  /** Hands a job back to the queue (its writer is gone or stopping): any instance takes it again. */
  async release(queueJobId: string): Promise<void> {
    await this.started().fail(GENERATION_QUEUE, queueJobId, { reason: 'released by its writer' });
  }

  /** Stops the workers once their jobs have ended (the caller has told them to stop). */
  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((worker) => worker.stop()));
    await stopQueueBoss(boss, this.logger);
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('The generation queue is not running: no LLM is configured');
    return this.boss;
  }
}
