import type { INestApplication } from '@nestjs/common';
import { createTestApp, request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';

describe('ideas service', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp(AppModule, 'fastify', 'ideas');
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
    ['post', '/api/nope', 'Cannot POST /api/nope'],
  ] as const)('answers an unknown route (%s %s) with the JSON 404', async (method, path, message) => {
    const response = await request(app)[method](path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ statusCode: 404, message });
  });

  it('answers 413 for a body over 1 MiB and 400 for malformed JSON, as JSON', async () => {
    const large = await request(app).post('/api/nope').send({ note: 'x'.repeat(1024 * 1024) });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ statusCode: 413, message: 'Request body is larger than 1 MB' });
    const malformed = await request(app).post('/api/nope').set('content-type', 'application/json').send('{"a": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ statusCode: 400, message: "Body is not valid JSON but content-type is set to 'application/json'" });
  });

  it('serves its OpenAPI document at /docs-json and the UI at /docs', async () => {
    const json = await request(app).get('/docs-json');
    expect(json.status).toBe(200);
    expect(Object.keys(json.body.paths).sort()).toEqual([
      '/api/ideas',
      '/api/ideas/demo',
      '/api/ideas/shared/{token}',
      '/api/ideas/{id}',
      '/api/startup-ideas',
      '/api/startup-ideas/{id}/business-plan',
      '/api/startup-ideas/{id}/business-plan.pdf',
      '/api/startup-ideas/{id}/business-plan/sections/{sectionId}',
      '/api/startup-ideas/{id}/business-plan/sections/{sectionId}/regenerate',
      '/api/startup-ideas/{id}/pitch-deck',
      '/api/startup-ideas/{id}/pitch-deck.pdf',
      '/api/startup-ideas/{id}/pitch-deck.pptx',
      '/api/startup-ideas/{id}/pitch-deck/slides/{slideId}',
      '/api/startup-ideas/{id}/pitch-deck/slides/{slideId}/regenerate',
      '/api/startup-ideas/{id}/shares',
      '/api/startup-ideas/{id}/shares/{token}',
      '/health',
    ]);
    const ui = await request(app).get('/docs');
    expect(ui.status).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
  });

  it('runs its migrations at start into the ideas schema, never synchronize', async () => {
    const dataSource = app.get(DataSource);
    expect(dataSource.options).toMatchObject({ migrationsRun: true, synchronize: false, schema: 'ideas' });
    expect(await dataSource.query(`SELECT name FROM "ideas"."migrations" ORDER BY id`)).toEqual([
      { name: 'InitIdeasSchema1795333964809' },
      { name: 'CreateStartupIdeas1795400000000' },
    ]);
  });

  it('starts again on the same, already migrated database', async () => {
    const second = await createTestApp(AppModule, 'fastify', 'ideas');
    try {
      await request(second).get('/health').expect(200);
      expect(await second.get(DataSource).query(`SELECT count(*)::int AS count FROM "ideas"."migrations"`)).toEqual([{ count: 2 }]);
    } finally {
      await second.close();
    }
  });

  it('answers GET /health with 503 when the database is unreachable', async () => {
    const broken = await createTestApp(AppModule, 'fastify', 'ideas');
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
