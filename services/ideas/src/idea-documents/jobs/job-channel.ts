import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { Client, type Pool } from 'pg';
import { DataSource } from 'typeorm';

const CHANNEL = 'generation_job_changed';
/** The first key of the advisory locks a job's writer holds (the second is the job's id). */
const LOCK_CLASS = 26;
/** Emitted when the session is new again: a change may have been missed, so every waiter reads again. */
const EVERY_JOB = '*';

/** pg_notify of a job id (an SQL expression): every instance's JobChannel hears that the job changed. */
export function notifyJobChanged(idExpression: string): string {
  return `pg_notify('${CHANNEL}', (${idExpression})::text)`;
}

/**
 * This instance's own PostgreSQL session for generation jobs. It LISTENs for changes of any job,
 * made by any instance (a part written, the end, a cancel: NOTIFY in the same statement), so
 * progress is pushed, not polled. It holds an advisory lock on every job this instance writes: when
 * the instance is killed its session ends and the locks with it, so another instance sees at once
 * that the job has no writer (JobSupervisor).
 */
@Injectable()
export class JobChannel {
  private readonly logger = new Logger('JobChannel');
  private readonly changes = new EventEmitter().setMaxListeners(0);
  private session: Promise<Client> | null = null;
  private closed = false;
  /** Jobs whose lock this session holds: PostgreSQL would grant a session its own lock again. */
  private readonly held = new Set<number>();

  constructor(private readonly dataSource: DataSource) {}

  /** Resolves at the job's next change (on any instance), when the session is new again, or after `waitMs`. */
  async nextChange(jobId: number, waitMs: number): Promise<void> {
    let stop = () => undefined as void;
    const changed = new Promise<void>((resolve) => {
      stop = this.watch(jobId, resolve);
    });
    const timer = new Promise<void>((resolve) => setTimeout(resolve, waitMs).unref());
    // Listening before the caller reads the job again, so no change falls between the two.
    await this.connected().catch(() => undefined);
    await Promise.race([changed, timer]);
    stop();
  }

  /** Calls `onChange` at each change of the job until the returned function is called. */
  watch(jobId: number, onChange: () => void): () => void {
    this.changes.on(String(jobId), onChange);
    this.changes.on(EVERY_JOB, onChange);
    return () => {
      this.changes.off(String(jobId), onChange);
      this.changes.off(EVERY_JOB, onChange);
    };
  }

  /** Takes the job's writer lock if it is free: false while a writer (here or on another instance) holds it. */
  async hold(jobId: number): Promise<boolean> {
    if (this.held.has(jobId)) return false;
    this.held.add(jobId);
    try {
      const { rows } = await (await this.connected()).query<{ held: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS "held"', [LOCK_CLASS, jobId]);
      if (!rows[0].held) this.held.delete(jobId);
      return rows[0].held;
    } catch (error) {
      this.held.delete(jobId);
      throw error;
    }
  }

  /** Lets go of a job's writer lock held by hold(). */
  async letGo(jobId: number): Promise<void> {
    if (!this.held.delete(jobId) || !this.session) return;
    await (await this.session).query('SELECT pg_advisory_unlock($1, $2)', [LOCK_CLASS, jobId]).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    const session = this.session;
    this.session = null;
    if (session) await (await session.catch(() => null))?.end().catch(() => undefined);
  }

  private connected(): Promise<Client> {
    if (this.closed) return Promise.reject(new Error('The job channel is closed'));
    this.session ??= this.connect().catch((error: unknown) => {
      this.session = null;
      throw error;
    });
    return this.session;
  }

  private async connect(): Promise<Client> {
    // A session of its own, outside TypeORM's pool: LISTEN and session locks need one connection that stays.
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    const client = new Client(pool.options);
    const lost = (error?: Error) => {
      if (this.closed) return;
      this.logger.warn(`The job channel's session ended${error ? ` (${error.message})` : ''}; it opens again when next needed`);
      this.session = null;
      // The session's locks ended with it.
      this.held.clear();
      client.removeAllListeners();
      client.end().catch(() => undefined);
      this.changes.emit(EVERY_JOB);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', ({ payload }) => {
      if (payload) this.changes.emit(payload);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.changes.emit(EVERY_JOB);
    return client;
  }
}
