import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { FakeKindAppModule } from './support/fake-document-kind';
import { appWithOwnedIdea, as, createIdeasTestApp, newBrowser, type TestCaller } from './support/ideas-test-app';

const NOT_FOUND = { statusCode: 404, message: 'Idea not found' };
const NOT_GENERATED = { statusCode: 409, message: 'Generate the test metrics first' };

/**
 * A new document kind is a definition and a controller that names its paths: registered in a test
 * module, it gets generate, read, save one part, regenerate one part, export and share through the
 * one engine (route decorators, service, storage, jobs).
 */
describe('a document kind registered in a test module (test-metrics)', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let ideaId: number;
  const base = (id = ideaId) => `/api/startup-ideas/${id}/test-metrics`;
  const generate = (body?: object, id = ideaId, caller = owner) => {
    const test = as(request(app).post(base(id)), caller);
    return body ? test.send(body) : test;
  };
  const read = (id = ideaId, caller = owner) => as(request(app).get(base(id)), caller);
  const save = (body: object, partId = 'metrics', id = ideaId, caller = owner) => as(request(app).put(`${base(id)}/parts/${partId}`), caller).send(body);
  const regenerate = (partId = 'metrics', id = ideaId, caller = owner) => as(request(app).post(`${base(id)}/parts/${partId}/regenerate`), caller);
  const exportCsv = (id = ideaId, caller = owner) => as(request(app).get(`/api/startup-ideas/${id}/test-metrics.csv`), caller);
  const share = (id = ideaId, caller = owner) => as(request(app).post(`/api/startup-ideas/${id}/shares`), caller).send({ kind: 'test-metrics' });

  beforeAll(async () => {
    ({ app, owner, ideaId } = await appWithOwnedIdea(() => createIdeasTestApp({ module: FakeKindAppModule })));
    // A kind is a row of idea_document_kinds: a real kind adds it in its migration.
    await app.get(DataSource).query(`INSERT INTO "ideas"."idea_document_kinds" ("kind") VALUES ('test-metrics') ON CONFLICT DO NOTHING`);
  });
  afterAll(() => app.close());

  it('has the routes of the one controller shape in the OpenAPI document', async () => {
    const paths = Object.keys((await request(app).get('/docs-json')).body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/startup-ideas/{id}/test-metrics',
        '/api/startup-ideas/{id}/test-metrics/parts/{partId}',
        '/api/startup-ideas/{id}/test-metrics/parts/{partId}/regenerate',
        '/api/startup-ideas/{id}/test-metrics.csv',
      ]),
    );
  });

  describe("someone else's idea", () => {
    it.each([
      ['generate', () => generate(undefined, ideaId, newBrowser())],
      ['read', () => read(ideaId, newBrowser())],
      ['save a part', () => save({ customers: 1, churnRate: 1 }, 'metrics', ideaId, newBrowser())],
      ['regenerate a part', () => regenerate('metrics', ideaId, newBrowser())],
      ['export', () => exportCsv(ideaId, newBrowser())],
      ['share', () => share(ideaId, newBrowser())],
    ])('%s answers 404', async (_call, call) => {
      const response = await call();
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_FOUND);
    });
  });

  describe('bad input answers 400 naming the field, an unknown part 404', () => {
    it.each([
      ['the generate body has a negative count', () => generate({ customers: -1 }), 'customers must not be less than 0'],
      ['the generate body has an unknown field', () => generate({ revenue: 5 }), 'property revenue should not exist'],
      ['a saved part misses a field', () => save({ customers: 3 }), 'churnRate must be a number conforming to the specified constraints'],
      ['a saved part is out of bounds', () => save({ customers: 3, churnRate: 101 }), 'churnRate must not be greater than 100'],
      ['a saved count is not whole', () => save({ customers: 2.5, churnRate: 1 }), 'customers must be an integer number'],
    ])('%s', async (_case, call, message) => {
      const response = await call();
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('an unknown part answers 404 with the kind’s message', async () => {
      const response = await save({ customers: 1, churnRate: 1 }, 'revenue');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Part not found' });
    });
  });

  describe('before generation', () => {
    it('reads as nothing yet', async () => {
      const response = await read();
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ kind: 'test-metrics', content: null, status: null });
    });

    it.each([
      ['saving a part', () => save({ customers: 1, churnRate: 1 })],
      ['regenerating a part', () => regenerate()],
      ['exporting', () => exportCsv()],
      ['sharing', () => share()],
    ])('%s answers 409 with the kind’s message', async (_case, call) => {
      const response = await call();
      expect(response.status).toBe(409);
      expect(response.body).toEqual(NOT_GENERATED);
    });
  });

  describe('the happy path', () => {
    it('generates from the idea, or from the generate body, and stores what it answers', async () => {
      const fromIdea = await generate();
      expect(fromIdea.status).toBe(200);
      expect(fromIdea.headers['x-generation-provider']).toBe('builtin');
      expect(fromIdea.body).toEqual({ metrics: { customers: 100, churnRate: 4 } });

      const fromBody = await generate({ customers: 250 });
      expect(fromBody.body).toEqual({ metrics: { customers: 250, churnRate: 4 } });
      expect((await read()).body).toEqual({ kind: 'test-metrics', content: { metrics: { customers: 250, churnRate: 4 } }, status: { metrics: 'generated' } });
    });

    it('saves the part as edited, regenerates it as generated', async () => {
      const saved = await save({ customers: 70, churnRate: 2.5 });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ id: 'metrics', customers: 70, churnRate: 2.5, status: 'edited' });
      expect((await read()).body).toEqual({ kind: 'test-metrics', content: { metrics: { customers: 70, churnRate: 2.5 } }, status: { metrics: 'edited' } });

      const regenerated = await regenerate();
      expect(regenerated.status).toBe(200);
      expect(regenerated.headers['x-generation-provider']).toBe('builtin');
      expect(regenerated.body).toEqual({ id: 'metrics', customers: 100, churnRate: 4, status: 'generated' });
      expect((await read()).body.status).toEqual({ metrics: 'generated' });
    });

    it('exports its CSV named after the idea', async () => {
      await save({ customers: 70, churnRate: 2.5 });
      const response = await exportCsv();
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="loomledger-test-metrics.csv"; filename*=UTF-8''loomledger-test-metrics.csv`);
      expect(response.text).toBe('idea,customers,churnRate\nLoomLedger,70,2.5\n');
    });

    it('shares it: the link opens its page and shows the document under its field', async () => {
      const created = await share();
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        kind: 'test-metrics',
        label: null,
        createdAt: expect.any(String),
        views: 0,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        url: `/test-metrics?share=${created.body.token}`,
      });
      const shared = await request(app).get(`/api/ideas/shared/${created.body.token}`);
      expect(shared.status).toBe(200);
      expect(shared.body).toEqual({
        kind: 'test-metrics',
        figureChanges: [],
        idea: { ideaTitle: 'LoomLedger', companyName: 'LoomLedger', currency: 'USD', description: expect.any(String), industry: 'SaaS', stage: 'MVP Development', testMetrics: { metrics: { customers: 70, churnRate: 2.5 } } },
      });
    });

    it('lists the kind among those a share may name', async () => {
      const response = await as(request(app).post(`/api/startup-ideas/${ideaId}/shares`), owner).send({ kind: 'investor-memo' });
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'kind must be one of the following values: business-plan, pitch-deck, financial-model, market-research, test-metrics',
      });
    });

    it('keeps the plan and deck of the same idea apart from it', async () => {
      const idea = (await as(request(app).get(`/api/ideas/${ideaId}`), owner)).body;
      expect(idea.businessPlan).toBeNull();
      expect(idea.pitchDeck).toBeNull();
      expect(idea).not.toHaveProperty('testMetrics');
    });
  });
});
