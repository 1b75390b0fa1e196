import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { request } from './request';

export interface ServiceBasics {
  /** The service's name, which is also its PostgreSQL schema. */
  schema: string;
  /** Builds the service as production does, on the test database. */
  createApp: () => Promise<INestApplication>;
  /** Routes the service does not have, each answered with the JSON 404 `Cannot <METHOD> <path>`. */
  unknownRoutes: ReadonlyArray<readonly ['get' | 'post' | 'delete', string]>;
  /** Every path of its OpenAPI document. */
  openApiPaths: string[];
  /** The names of its migrations, in the order they run. */
  migrations: string[];
  /** What /health/ready checks beyond the database and the migrations (ReadinessChecks), as it reports them. */
  readinessChecks?: Record<string, { status: 'up' }>;
  /** The 400 message for malformed JSON, where it does not depend on the Node version. */
  malformedJsonMessage?: string;
}

/**
 * What every service answers whatever its domain: health (live, ready: database and migrations), the one error
 * shape, its OpenAPI document, and migrations (never synchronize) into its own schema.
 */
export function describeServiceBasics(basics: ServiceBasics): void {
  const { schema, createApp } = basics;

  describe(`${schema} service basics`, () => {
    let app: INestApplication;

    beforeAll(async () => {
      app = await createApp();
    });

    afterAll(async () => {
      await app.close();
    });

    it('answers GET /health with 200 while the database is up', async () => {
      const response = await request(app).get('/health');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
    });

    it('answers GET /health/live with 200, and /health/ready with what it checked', async () => {
      const live = await request(app).get('/health/live');
      expect(live.status).toBe(200);
      expect(live.body).toEqual({ status: 'ok' });
      const ready = await request(app).get('/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ok', info: { database: { status: 'up' }, migrations: { status: 'up' }, ...basics.readinessChecks } });
    });

    it('is not ready while a migration this build knows has not run', async () => {
      const dataSource = app.get(DataSource);
      const newest = basics.migrations.at(-1);
      const [row] = await dataSource.query(`SELECT * FROM "${schema}"."migrations" WHERE "name" = $1`, [newest]);
      await dataSource.query(`DELETE FROM "${schema}"."migrations" WHERE "name" = $1`, [newest]);
      try {
        const ready = await request(app).get('/health/ready');
        expect(ready.status).toBe(503);
        expect(ready.body).toEqual({ statusCode: 503, message: `Migrations are not at this build's version: 1 pending (newest ${newest})` });
        await request(app).get('/health/live').expect(200);
      } finally {
        await dataSource.query(`INSERT INTO "${schema}"."migrations" ("id", "timestamp", "name") VALUES ($1, $2, $3)`, [row.id, row.timestamp, row.name]);
      }
      await request(app).get('/health/ready').expect(200);
    });

    it.each(basics.unknownRoutes)('answers an unknown route (%s %s) with the JSON 404', async (method, path) => {
      const response = await request(app)[method](path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({ statusCode: 404, message: `Cannot ${method.toUpperCase()} ${path}` });
    });

    it('answers 413 for a body over 1 MiB, as JSON', async () => {
      const [, path] = basics.unknownRoutes.find(([method]) => method === 'post') ?? ['post', '/api/nope'];
      const large = await request(app).post(path).send({ note: 'x'.repeat(1024 * 1024) });
      expect(large.status).toBe(413);
      expect(large.body).toEqual({ statusCode: 413, message: 'Request body is larger than 1 MB' });
      if (basics.malformedJsonMessage) {
        const malformed = await request(app).post(path).set('content-type', 'application/json').send('{"a": ');
        expect(malformed.status).toBe(400);
        expect(malformed.body).toEqual({ statusCode: 400, message: basics.malformedJsonMessage });
      }
    });

    it('serves its OpenAPI document at /docs-json and the UI at /docs', async () => {
      const json = await request(app).get('/docs-json');
      expect(json.status).toBe(200);
      expect(Object.keys(json.body.paths).sort()).toEqual([...basics.openApiPaths].sort());
      const ui = await request(app).get('/docs');
      expect(ui.status).toBe(200);
      expect(ui.headers['content-type']).toMatch(/^text\/html/);
    });

    it(`runs its migrations at start (MIGRATIONS=run, under the schema's lock) into the ${schema} schema, never synchronize`, async () => {
      const dataSource = app.get(DataSource);
      // TypeORM's own migrationsRun takes no lock: migrate-schema.ts runs them instead.
      expect(dataSource.options).toMatchObject({ migrationsRun: false, synchronize: false, schema });
      const rows = await dataSource.query(`SELECT name FROM "${schema}"."migrations" ORDER BY id`);
      expect(rows).toEqual(basics.migrations.map((name) => ({ name })));
    });

    it('starts again on the same, already migrated database', async () => {
      const second = await createApp();
      try {
        await request(second).get('/health').expect(200);
        const rows = await second.get(DataSource).query(`SELECT count(*)::int AS count FROM "${schema}"."migrations"`);
        expect(rows).toEqual([{ count: basics.migrations.length }]);
      } finally {
        await second.close();
      }
    });

    it('answers GET /health and /health/ready with 503 when the database is unreachable, /health/live with 200', async () => {
      const broken = await createApp();
      try {
        await broken.get(DataSource).destroy();
        for (const path of ['/health', '/health/ready']) {
          const response = await request(broken).get(path);
          expect(response.status).toBe(503);
          expect(response.body).toEqual({ statusCode: 503, message: 'Database is unreachable' });
        }
        await request(broken).get('/health/live').expect(200);
      } finally {
        await broken.close();
      }
    });
  });
}
