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
  /** The 400 message for malformed JSON, where it does not depend on the Node version. */
  malformedJsonMessage?: string;
}

/**
 * What every service answers whatever its domain: health with a database check, the one error
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

    it(`runs its migrations at start into the ${schema} schema, never synchronize`, async () => {
      const dataSource = app.get(DataSource);
      expect(dataSource.options).toMatchObject({ migrationsRun: true, synchronize: false, schema });
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

    it('answers GET /health with 503 when the database is unreachable', async () => {
      const broken = await createApp();
      try {
        await broken.get(DataSource).destroy();
        const response = await request(broken).get('/health');
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ statusCode: 503, message: 'Database is unreachable' });
      } finally {
        await broken.close();
      }
    });
  });
}
