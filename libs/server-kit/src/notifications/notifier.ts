import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { INTERNAL_NOTIFICATIONS_PATH, type InternalNotification } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { ServiceEnvironment } from '../environment/service-environment';
import { ServiceAddresses } from '../internal-calls/service-addresses';
import { ensureQueue } from '../job-queues/ensure-queue';
import { startQueueWorker, type QueueWorker } from '../job-queues/queue-worker';
import { startQueueBoss, stopQueueBoss } from '../job-queues/start-queue-boss';
import type { NotifyingServiceEnvironment } from './notifying-environment';

export const NOTIFY_QUEUE = 'notify';
/** With NOTIFY_RETRY_DELAY_SECONDS = 30 and doubling waits, auth may be away for about a day. */
export const NOTIFY_RETRY_LIMIT = 12;
const HAND_OVER_TIMEOUT_MS = 10_000;

/**
 * Tells auth what happened to one of its founders (POST /internal/notifications), through a job in
 * this service's own pg-boss schema: `notify` only queues, so the request that triggered it is never
 * failed or slowed; a worker hands the job to auth and pg-boss tries again while auth is down.
 */
@Injectable()
export class Notifier implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Notifier');
  private boss: PgBoss | null = null;
  private worker: QueueWorker | null = null;
  private readonly auth: ServiceAddresses;

  constructor(
    private readonly dataSource: DataSource,
    private readonly environment: ServiceEnvironment,
    private readonly schema: string,
  ) {
    this.auth = new ServiceAddresses(this.settings.AUTH_URL);
  }

  private get settings(): NotifyingServiceEnvironment {
    return this.environment as NotifyingServiceEnvironment;
  }

  async onApplicationBootstrap(): Promise<void> {
    const boss = await startQueueBoss(this.dataSource, { schema: this.schema, logger: this.logger });
    const queue = { name: NOTIFY_QUEUE, retryLimit: NOTIFY_RETRY_LIMIT, retryDelay: this.settings.NOTIFY_RETRY_DELAY_SECONDS, retryBackoff: true, retentionDays: 2 };
    await ensureQueue(boss, queue);
    this.worker = startQueueWorker<InternalNotification>(boss, { queue: NOTIFY_QUEUE, logger: this.logger, handle: (job) => this.handOver(job.data, job.retryCount) });
    this.boss = boss;
  }

  async onModuleDestroy(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    await this.worker?.stop();
    await stopQueueBoss(boss, this.logger);
  }

  /** Queues the notification; never throws (the caller's work is done). One that cannot be queued is logged. */
  async notify(notification: InternalNotification): Promise<void> {
    try {
      const boss = this.boss;
      if (!boss) throw new Error('the notification queue is not running');
      await boss.send(NOTIFY_QUEUE, notification);
      this.worker?.wake();
    } catch (error) {
      this.logger.error(`Notification ${notification.kind} for user ${notification.userId} could not be queued: ${(error as Error).message}`);
    }
  }

  private async handOver(notification: InternalNotification, retryCount: number): Promise<void> {
    const what = `Notification ${notification.kind} for user ${notification.userId}`;
    let status: number;
    try {
      const response = await this.auth.fetch(INTERNAL_NOTIFICATIONS_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: internalToken(this.environment.IDENTITY_SECRET) },
        body: JSON.stringify(notification),
        signal: AbortSignal.timeout(HAND_OVER_TIMEOUT_MS),
      });
      status = response.status;
      if (response.ok) return;
      if (status === 400) {
        // A notification auth cannot read will not get better by waiting: logged and dropped.
        this.logger.error(`${what} refused by auth: ${await response.text()}`);
        return;
      }
    } catch (error) {
      this.logger.warn(`${what} not handed to auth (try ${retryCount + 1}), will be tried again: ${(error as Error).message}`);
      throw error;
    }
    this.logger.warn(`${what} not taken by auth (HTTP ${status}, try ${retryCount + 1}), will be tried again`);
    throw new Error(`auth answered ${status}`);
  }
}
