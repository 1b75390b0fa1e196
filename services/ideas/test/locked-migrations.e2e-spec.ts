import type { INestApplication } from '@nestjs/common';
import { migrateSchema, migrationNames, MIGRATION_LOCK_CLASS } from '@founder/server-kit';
import { captureWarnings, request } from '@founder/server-kit/testing';
import { Client } from 'pg';
import { ideasDatabase } from '../src/ideas-database';
import { createIdeasTestApp } from './support/ideas-test-app';

const SERVER_URL = process.env['DATABASE_URL']!;
const KNOWN = migrationNames(ideasDatabase);
const NEWEST = KNOWN.at(-1)!;
const created: string[] = [];

/** A new, empty database on the test PostgreSQL (dropped after the suite): what N replicas find on a first deployment. */
async function emptyDatabase(): Promise<string> {
  const name = `founder_migrate_${Date.now()}_${created.length}`;
  await onServer((client) => client.query(`CREATE DATABASE "${name}"`));
  created.push(name);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(work: (client: Client) => Promise<T>, url = SERVER_URL): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const appliedIn = (url: string) => onServer(async (client) => (await client.query<{ name: string }>('SELECT "name" FROM "ideas"."migrations" ORDER BY "id"')).rows.map(({ name }) => name), url);

/** Polls `check` until it holds; the test's timeout bounds the wait. */
async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('migrations as a locked step (npm run migrate, MIGRATIONS=run|off)', () => {
  afterAll(async () => {
    for (const name of created) await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it('four runners started together on an empty database all succeed and run each migration once', async () => {
    const url = await emptyDatabase();
    const runs = await Promise.all([1, 2, 3, 4].map(() => migrateSchema(url, ideasDatabase)));
    expect(runs.flat()).toEqual(KNOWN);
    expect(runs.filter((ran) => ran.length === 0)).toHaveLength(3);
    expect(await appliedIn(url)).toEqual(KNOWN);
  });

  it('a runner waits while another session of the same database holds the schema’s lock', async () => {
    const url = await emptyDatabase();
    await onServer(async (holder) => {
      await holder.query('SELECT pg_advisory_lock($1, hashtext($2))', [MIGRATION_LOCK_CLASS, 'ideas']);
      const run = migrateSchema(url, ideasDatabase);
      await until(async () => {
        const { rows } = await holder.query(`SELECT count(*)::int AS "waiting" FROM pg_locks WHERE "locktype" = 'advisory' AND "classid" = $1 AND NOT "granted"`, [MIGRATION_LOCK_CLASS]);
        return rows[0].waiting === 1;
      });
      const schema = await onServer((client) => client.query(`SELECT 1 FROM pg_namespace WHERE "nspname" = 'ideas'`), url);
      expect(schema.rowCount).toBe(0);
      await holder.query('SELECT pg_advisory_unlock($1, hashtext($2))', [MIGRATION_LOCK_CLASS, 'ideas']);
      expect(await run).toEqual(KNOWN);
    }, url);
    expect(await appliedIn(url)).toEqual(KNOWN);
  });

  describe('a service started with MIGRATIONS=off on a schema one migration behind', () => {
    const saved: Record<string, string | undefined> = {};
    let warnings: jest.Mock;
    let restoreWarnings: () => void;

    beforeEach(() => {
      for (const name of ['DATABASE_URL', 'MIGRATIONS', 'MIGRATIONS_WAIT_SECONDS']) saved[name] = process.env[name];
      ({ warnings, restore: restoreWarnings } = captureWarnings());
    });

    afterEach(() => {
      restoreWarnings();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });

    async function behindByOne(): Promise<string> {
      const url = await emptyDatabase();
      // Every migration but the newest (the features register theirs in their own order).
      await migrateSchema(url, { ...ideasDatabase, migrations: ideasDatabase.migrations.filter((migration) => migrationNames({ ...ideasDatabase, migrations: [migration] })[0] !== NEWEST) });
      Object.assign(process.env, { DATABASE_URL: url, MIGRATIONS: 'off' });
      return url;
    }

    it('is not ready (not started) until the migration runner has run, then serves', async () => {
      const url = await behindByOne();
      process.env['MIGRATIONS_WAIT_SECONDS'] = '120';
      let settled = false;
      const starting = createIdeasTestApp().finally(() => (settled = true));
      await until(() => warnings.mock.calls.some(([message]) => message === `Waiting for migrations (MIGRATIONS=off): 1 pending in the ideas schema, newest ${NEWEST}`));
      expect(settled).toBe(false);
      expect(await appliedIn(url)).toEqual(KNOWN.slice(0, -1));
      expect(await migrateSchema(url, ideasDatabase)).toEqual([NEWEST]);
      const app: INestApplication = await starting;
      try {
        const ready = await request(app).get('/health/ready');
        expect(ready.status).toBe(200);
        expect(ready.body).toEqual({ status: 'ok', info: { database: { status: 'up' }, migrations: { status: 'up' } } });
        expect(await appliedIn(url)).toEqual(KNOWN);
      } finally {
        await app.close();
      }
    });

    it('gives up after MIGRATIONS_WAIT_SECONDS with the reason, never serving the old schema', async () => {
      await behindByOne();
      process.env['MIGRATIONS_WAIT_SECONDS'] = '1';
      await expect(createIdeasTestApp()).rejects.toThrow(
        `the ideas schema is still behind this build after waiting 1 s: 1 migrations pending (newest ${NEWEST}); run npm run migrate`,
      );
    });
  });
});
