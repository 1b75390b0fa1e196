import type { Logger } from '@nestjs/common';
import { Pool } from 'pg';
import PgBoss from 'pg-boss';
import { ensureQueue, startQueueWorker } from '../src';

// Instances that start together each make the queues they use: pg-boss's create_queue deadlocks
// when two run at once on a new queue (seen with two ideas instances in the cluster test).
describe('ensureQueue: instances starting together', () => {
  const schema = `queues_${Date.now().toString(36)}`;
  const pool = new Pool({ connectionString: process.env['DATABASE_URL'], max: 16 });
  const bosses: PgBoss[] = [];

  afterAll(async () => {
    await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, wait: true })));
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await pool.end();
  });

  it('six instances make one queue at once: none fails, and there is one queue', async () => {
    for (let instance = 0; instance < 6; instance += 1) {
      bosses.push(new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) }, schema, schedule: false, supervise: false }));
    }
    // pg-boss installs its schema under its own lock; one start first keeps this test on the queues.
    await bosses[0].start();
    await Promise.all(bosses.slice(1).map((boss) => boss.start()));
    for (let round = 0; round < 3; round += 1) {
      const name = `mail-${round}`;
      await Promise.all(bosses.map((boss) => ensureQueue(boss, { name, retryLimit: 12, retryDelay: 1, retryBackoff: true })));
      const { rows } = await pool.query(`SELECT "name", "retry_limit" FROM "${schema}"."queue" WHERE "name" = $1`, [name]);
      expect(rows).toEqual([{ name, retry_limit: 12 }]);
    }
  });
});

describe('startQueueWorker: one job at a time, each step awaited', () => {
  const schema = `workers_${Date.now().toString(36)}`;
  const pool = new Pool({ connectionString: process.env['DATABASE_URL'], max: 4 });
  const errors: string[] = [];
  const logger = { error: (message: string) => errors.push(message) } as unknown as Logger;
  let boss: PgBoss;

  const stateOf = async (id: string) => (await pool.query(`SELECT "state", "output" FROM "${schema}"."job" WHERE "id" = $1`, [id])).rows[0];

  beforeAll(async () => {
    boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) }, schema, schedule: false, supervise: false });
    await boss.start();
    await ensureQueue(boss, { name: 'work', retryLimit: 1, retryDelay: 60 });
  });

  afterAll(async () => {
    await boss.stop({ graceful: false, wait: true });
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await pool.end();
  });

  it('completes a job its handler finished and fails one it threw on, with the message; woken, it takes a job at once', async () => {
    const handled: string[] = [];
    let done!: () => void;
    const both = new Promise<void>((resolve) => (done = resolve));
    // An hour between polls: only wake() can bring these jobs in within the test.
    const worker = startQueueWorker<{ word: string }>(boss, {
      queue: 'work',
      logger,
      pollMs: 3_600_000,
      handle: async (job) => {
        handled.push(job.data.word);
        if (handled.length === 2) done();
        if (job.data.word === 'bad') throw new Error('the word was bad');
      },
    });
    const good = (await boss.send('work', { word: 'good' }))!;
    worker.wake();
    const bad = (await boss.send('work', { word: 'bad' }))!;
    worker.wake();
    await both;
    await worker.stop();
    expect(handled).toEqual(['good', 'bad']);
    expect(await stateOf(good)).toEqual({ state: 'completed', output: null });
    expect(await stateOf(bad)).toEqual({ state: 'retry', output: { message: 'the word was bad' } });
    expect(errors).toEqual([]);
  });

  it('logs, and neither throws nor leaves a rejection unhandled, when the database goes while a job runs', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const closing = new Pool({ connectionString: process.env['DATABASE_URL'], max: 2 });
    const closingBoss = new PgBoss({ db: { executeSql: (text, values) => closing.query(text, values) }, schema, schedule: false, supervise: false });
    try {
      await closingBoss.start();
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      let finish!: () => void;
      const worker = startQueueWorker<object>(closingBoss, {
        queue: 'work',
        logger,
        handle: () => {
          started();
          return new Promise<void>((resolve) => (finish = resolve));
        },
      });
      await closingBoss.send('work', {});
      worker.wake();
      await running;
      await closing.end();
      finish();
      await worker.stop();
      await new Promise((resolve) => setImmediate(resolve));
      expect(errors).toEqual(['The work queue could not be worked: Cannot use a pool after calling end on the pool']);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
