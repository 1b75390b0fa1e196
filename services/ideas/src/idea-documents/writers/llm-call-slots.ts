import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { Client, type Pool } from 'pg';
import { DataSource } from 'typeorm';
import { IdeasEnvironment } from '../../ideas-environment';
import { NoFreeLlmSlot, type LlmCallCap } from './llm-call-cap';

/** The first key of the slot locks (the second is the slot's number); the job writers' locks use 26. */
const LOCK_CLASS = 28;
const CHANNEL = 'llm_slot_freed';
/** A slot freed by an instance that was killed sends no notification: waiters look again this often. */
const RECHECK_MS = 1000;

/**
 * The global cap on LLM calls in flight (LLM_GLOBAL_CONCURRENCY), across jobs and instances: a part is
 * written only while its instance holds one of the slots, session advisory locks (LOCK_CLASS, slot) on
 * this instance's own PostgreSQL session. A killed instance's session ends and PostgreSQL frees its
 * slots; a freed slot is NOTIFYed, so waiters on every instance try again at once. Chosen over a
 * counting table (a crashed instance's rows would stay counted until a lease ran out) and over
 * pg-boss (10.x caps workers per instance, not calls across them).
 */
@Injectable()
export class LlmCallSlots implements LlmCallCap, BeforeApplicationShutdown {
  private readonly logger = new Logger('LlmCallSlots');
  private readonly freed = new EventEmitter().setMaxListeners(0);
  private readonly held = new Set<number>();
  private session: Promise<Client> | null = null;
  /** Claims and releases one after another: PostgreSQL would grant this session a slot it already holds. */
  private turns: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly environment: IdeasEnvironment,
  ) {}

  async run<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    const slot = await this.acquire(signal);
    try {
      return await work();
    } finally {
      await this.release(slot);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closed = true;
    const session = this.session;
    this.session = null;
    if (session) await (await session.catch(() => null))?.end().catch(() => undefined);
  }

  private async acquire(signal: AbortSignal): Promise<number> {
    for (;;) {
      if (signal.aborted) throw new NoFreeLlmSlot();
      const slot = await this.claim();
      if (slot !== null) return slot;
      await this.freedOrRecheck(signal);
    }
  }

  /** A free slot, now held by this session, or null when every slot is taken. */
  private claim(): Promise<number | null> {
    return this.inTurn(async () => {
      const client = await this.connected();
      // CASE keeps PostgreSQL from trying (and so taking again) a slot this session holds; LIMIT 1 stops at the first taken.
      const { rows } = await client.query<{ slot: number }>(
        `SELECT "slot" FROM generate_series(0, $1::int - 1) AS "slot"
          WHERE CASE WHEN "slot" = ANY($2::int[]) THEN false ELSE pg_try_advisory_lock($3, "slot") END LIMIT 1`,
        [this.environment.LLM_GLOBAL_CONCURRENCY, [...this.held], LOCK_CLASS],
      );
      if (rows.length === 0) return null;
      this.held.add(rows[0].slot);
      return rows[0].slot;
    });
  }

  private release(slot: number): Promise<void> {
    return this.inTurn(async () => {
      // Gone with a lost session: PostgreSQL has freed it already.
      if (!this.held.delete(slot) || !this.session) return;
      const client = await this.session;
      await client.query('SELECT pg_advisory_unlock($1, $2), pg_notify($3, $2::text)', [LOCK_CLASS, slot, CHANNEL]);
    }).catch((error: unknown) => this.logger.warn(`Could not free LLM slot ${slot}: ${error instanceof Error ? error.message : String(error)}`));
  }

  private inTurn<T>(step: () => Promise<T>): Promise<T> {
    const result = this.turns.then(step);
    this.turns = result.catch(() => undefined);
    return result;
  }

  /** Resolves when a slot is freed (on any instance), after RECHECK_MS, or rejects when `signal` aborts. */
  private freedOrRecheck(signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const stop = () => {
        clearTimeout(timer);
        this.freed.off('freed', done);
        signal.removeEventListener('abort', aborted);
      };
      const done = () => {
        stop();
        resolve();
      };
      const aborted = () => {
        stop();
        reject(new NoFreeLlmSlot());
      };
      const timer = setTimeout(done, RECHECK_MS);
      this.freed.on('freed', done);
      signal.addEventListener('abort', aborted, { once: true });
    });
  }

  private connected(): Promise<Client> {
    if (this.closed) return Promise.reject(new Error('The LLM slots are closed'));
    this.session ??= this.connect().catch((error: unknown) => {
      this.session = null;
      throw error;
    });
    return this.session;
  }

  private async connect(): Promise<Client> {
    // A session of its own, outside TypeORM's pool: session locks need one connection that stays.
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    const client = new Client(pool.options);
    const lost = (error?: Error) => {
      if (this.closed) return;
      this.logger.warn(`The LLM slots' session ended${error ? ` (${error.message})` : ''}; it opens again when next needed`);
      this.session = null;
      // Its locks ended with it.
      this.held.clear();
      client.removeAllListeners();
      client.end().catch(() => undefined);
      this.freed.emit('freed');
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', () => this.freed.emit('freed'));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    return client;
  }
}
