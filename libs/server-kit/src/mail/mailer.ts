import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { ServiceEnvironment } from '../environment/service-environment';
import type { ReadinessChecks } from '../health/readiness-checks';
import { ensureQueue } from '../job-queues/ensure-queue';
import { startQueueWorker, type QueueWorker } from '../job-queues/queue-worker';
import { startQueueBoss, stopQueueBoss } from '../job-queues/start-queue-boss';
import { renderEmail, type EmailContent } from './email-content';
import { createMailDelivery, type MailDelivery } from './mail-delivery';
import type { MailingServiceEnvironment } from './mail-environment';
import { openSealedMessage, sealMessage } from './sealed-message';

export const MAIL_QUEUE = 'mail';
/** Tries of one message: with MAIL_RETRY_DELAY_SECONDS = 30 and doubling waits, about a day and a half in all. */
export const MAIL_RETRY_LIMIT = 12;

/**
 * Sends email through the job engine (pg-boss, in a schema of the service's database): `send`
 * renders and queues the message and returns; a worker of any instance that delivers mail
 * (`delivers`: not a web-only instance) delivers it. A mail server that is down fails the job, never
 * the request: pg-boss tries again with doubling waits, and each failure is logged. The instance is
 * not ready (/health/ready) until its queue runs.
 */
@Injectable()
export class Mailer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Mailer');
  private boss: PgBoss | null = null;
  /** Delivers queued messages where this instance delivers mail; stopping ends it after the message in hand. */
  private worker: QueueWorker | null = null;
  private readonly delivery: MailDelivery;

  constructor(
    private readonly dataSource: DataSource,
    private readonly environment: ServiceEnvironment,
    private readonly schema: string,
    readiness: ReadinessChecks,
    private readonly delivers = true,
  ) {
    this.delivery = createMailDelivery(this.mailEnvironment);
    readiness.add('mail-queue', () => (this.boss ? null : 'The mail queue is not running'));
  }

  private get mailEnvironment(): MailingServiceEnvironment {
    return this.environment as MailingServiceEnvironment;
  }

  async onApplicationBootstrap(): Promise<void> {
    // A delivered message leaves the database within the hour (archived), and its record a day later.
    const boss = await startQueueBoss(this.dataSource, { schema: this.schema, logger: this.logger });
    const queue = { name: MAIL_QUEUE, retryLimit: MAIL_RETRY_LIMIT, retryDelay: this.mailEnvironment.MAIL_RETRY_DELAY_SECONDS, retryBackoff: true, retentionDays: 2 };
    await ensureQueue(boss, queue);
    this.boss = boss;
    if (this.delivers) {
      this.worker = startQueueWorker<{ sealed: string }>(boss, { queue: MAIL_QUEUE, logger: this.logger, handle: (job) => this.deliver(job.id, job.data.sealed, job.retryCount) });
    }
  }

  async onModuleDestroy(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    await this.worker?.stop();
    await stopQueueBoss(boss, this.logger);
    this.delivery.close();
  }

  /**
   * Queues the email; never throws (the request that asked for it has done its work). A message
   * that cannot even be queued (the database is gone) is logged.
   */
  async send(content: EmailContent): Promise<void> {
    try {
      const boss = this.boss;
      if (!boss) throw new Error('the mail queue is not running');
      const message = await renderEmail(content);
      await boss.send(MAIL_QUEUE, { sealed: sealMessage(message, this.environment.IDENTITY_SECRET) });
      this.worker?.wake();
    } catch (error) {
      this.logger.error(`Mail "${content.subject}" to ${content.to} could not be queued: ${(error as Error).message}`);
    }
  }

  private async deliver(id: string, sealed: string, retryCount: number): Promise<void> {
    const message = openSealedMessage(sealed, this.environment.IDENTITY_SECRET);
    try {
      const where = await this.delivery.deliver(message, id);
      this.logger.log(`Mail "${message.subject}" to ${message.to} ${where}`);
    } catch (error) {
      const attempt = retryCount + 1;
      const next = attempt < MAIL_RETRY_LIMIT + 1 ? 'will be tried again' : 'given up';
      this.logger.warn(`Mail "${message.subject}" to ${message.to} failed (try ${attempt}), ${next}: ${(error as Error).message}`);
      throw error;
    }
  }
}
