import type { INestApplication } from '@nestjs/common';
import { COMPANIES_PATHS } from '@founder/contracts';
import { expectOpenApiAnswer, request } from '@founder/server-kit/testing';
import type { Response } from 'supertest';
import { ONBOARDED_COMPANY } from '../src/domain/company-work/company-facts.fixtures';
import { DOCUMENT_KINDS } from '../src/documents/document-kinds';
import { partIdsOf } from '../src/documents/document-kind';
import { as, createIdeasTestApp, signedIn, submitIdea, VALID_IDEA, type TestCaller } from './support/ideas-test-app';
import { binaryBody } from './support/binary-body';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** Real answers of every success path the fuzzer cannot reach, each compared with its OpenAPI schema. */
describe('ideas: answers match their OpenAPI schemas', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let ideaId: number;
  const matches = (response: Response, status: number) => expectOpenApiAnswer(app, response, status);

  beforeAll(async () => {
    app = await createIdeasTestApp();
    owner = await signedIn();
    ideaId = (await submitIdea(app, owner)).id;
  });

  afterAll(async () => {
    await app.close();
  });

  it('ideas: submit, list, demo, one', async () => {
    await matches(await as(request(app).post('/api/startup-ideas'), owner).send(VALID_IDEA), 201);
    await matches(await as(request(app).get(`/api/ideas?email=${VALID_IDEA.email}`), owner), 200);
    await matches(await request(app).get('/api/ideas/demo'), 200);
    await matches(await as(request(app).get(`/api/ideas/${ideaId}`), owner), 200);
  });

  it.each(DOCUMENT_KINDS.map((kind) => [kind.kind, kind] as const))('%s: read, generate, save and regenerate a part, export, share', async (_name, kind) => {
    const base = `/api/startup-ideas/${ideaId}/${kind.kind}`;
    await matches(await as(request(app).get(base), owner), 200);
    await matches(await as(request(app).post(base), owner), 200);
    const { content } = (await matches(await as(request(app).get(base), owner), 200)).body as { content: Record<string, unknown> };
    // The idea now carries the document and its statuses: its schema holds them too.
    await matches(await as(request(app).get(`/api/ideas/${ideaId}`), owner), 200);
    const partId = partIdsOf(kind)[0];
    const part = content[partId];
    const partPath = `${base}/${kind.parts.segment}/${partId}`;
    await matches(await as(request(app).put(partPath), owner).send(typeof part === 'string' ? { content: part } : (part as object)), 200);
    await matches(await as(request(app).post(`${partPath}/regenerate`), owner), 200);
    for (const format of kind.exports) {
      await matches(await as(request(app).get(`${base}.${format.extension}`), owner).buffer(true).parse(binaryBody), 200);
    }
    const share = await matches(await as(request(app).post(`/api/startup-ideas/${ideaId}/shares`), owner).send({ kind: kind.kind }), 201);
    await matches(await request(app).get(`/api/ideas/shared/${(share.body as { token: string }).token}`), 200);
  });

  it('companies: create, list, read, change, work, logo', async () => {
    const created = await matches(await as(request(app).post(COMPANIES_PATHS.companies), owner).send(ONBOARDED_COMPANY), 201);
    const id = (created.body as { id: number }).id;
    await matches(await as(request(app).get(COMPANIES_PATHS.companies), owner), 200);
    await matches(await as(request(app).get(COMPANIES_PATHS.company(id)), owner), 200);
    await matches(await as(request(app).patch(COMPANIES_PATHS.company(id)), owner).send({ location: 'Berlin, Germany' }), 200);
    await matches(await as(request(app).post(COMPANIES_PATHS.work(id, 'business-strategy')), owner), 200);
    await matches(await as(request(app).put(COMPANIES_PATHS.logo(id)), owner).attach('logo', PNG, { filename: 'logo.png', contentType: 'image/png' }), 200);
    await matches(await as(request(app).get(COMPANIES_PATHS.logo(id)), owner).buffer(true).parse(binaryBody), 200);
  });
});
