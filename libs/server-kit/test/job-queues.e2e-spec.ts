import { Pool } from 'pg';
import PgBoss from 'pg-boss';
import { ensureQueue } from '../src';

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
