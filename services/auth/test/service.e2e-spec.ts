import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { createAuthTestApp } from './auth-test-app';

describe('auth service', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createAuthTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers GET /health with 200 while the database is up', async () => {
    const response = await request(app).get('/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
  });

  it.each([
    ['get', '/nope', 'Cannot GET /nope'],
    ['post', '/api/auth/nope', 'Cannot POST /api/auth/nope'],
    ['delete', '/api/waitlist', 'Cannot DELETE /api/waitlist'],
  ] as const)('answers an unknown route (%s %s) with the JSON 404', async (method, path, message) => {
    const response = await request(app)[method](path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ statusCode: 404, message });
  });

  it('serves its OpenAPI document at /docs-json and the UI at /docs', async () => {
    const json = await request(app).get('/docs-json');
    expect(json.status).toBe(200);
    expect(Object.keys(json.body.paths).sort()).toEqual([
      '/api/auth/change-password',
      '/api/auth/google',
      '/api/auth/google/callback',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/profile',
      '/api/auth/signup',
      '/api/waitlist',
      '/api/waitlist/count',
      '/health',
      '/internal/sessions/resolve',
    ]);
    const ui = await request(app).get('/docs');
    expect(ui.status).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
  });

  it('runs migrations at start, never synchronize, with its migrations table in the auth schema', async () => {
    const { options } = app.get(DataSource);
    expect(options).toMatchObject({ migrationsRun: true, synchronize: false, schema: 'auth' });
    const rows = await app.get(DataSource).query(`SELECT name FROM "auth"."migrations" ORDER BY id`);
    expect(rows).toEqual([{ name: 'CreateAuthTables1795333964808' }, { name: 'AddSessionPersistence1795420800000' }]);
  });

  it('starts again on the same, already migrated database', async () => {
    const second = await createAuthTestApp();
    try {
      await request(second).get('/health').expect(200);
      expect(await second.get(DataSource).query(`SELECT count(*)::int AS count FROM "auth"."migrations"`)).toEqual([{ count: 2 }]);
    } finally {
      await second.close();
    }
  });

  it('answers GET /health with 503 when the database is unreachable', async () => {
    const broken = await createAuthTestApp();
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
