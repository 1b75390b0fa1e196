import type { INestApplication } from '@nestjs/common';
import { COMPANIES_PATHS, DATA_ROOM_PATHS, IDEA_PATHS, INVESTOR_PATHS, STARTUP_PROFILE_PATHS } from '@founder/contracts';
import { expectOpenApiAnswer, request } from '@founder/server-kit/testing';
import type { Response } from 'supertest';
import { ONBOARDED_COMPANY } from '../src/domain/company-work/company-facts.fixtures';
import { DOCUMENT_KINDS } from '../src/document-kinds/document-kinds';
import { partIdsOf } from '../src/idea-documents/document-kind';
import { as, createIdeasTestApp, signedIn, submitIdea, VALID_IDEA, type TestCaller } from './support/ideas-test-app';
import { binaryBody } from './support/binary-body';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** What each kind is generated from (its generate body) and how one of its parts is saved (none: computed, never saved). */
const KIND_CALLS: Record<string, { generate?: object; edit?: (part: unknown) => object }> = {
  'business-plan': { edit: (part) => ({ content: part }) },
  'pitch-deck': { edit: (part) => part as object },
  'financial-model': { generate: { industry: 'SaaS', stage: 'MVP Development' } },
  'market-research': { generate: { industry: 'SaaS', description: VALID_IDEA.description }, edit: (part) => ({ content: part }) },
};

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
    await matches(await as(request(app).get('/api/ideas'), owner), 200);
    await matches(await as(request(app).get(`/api/startup-ideas/${ideaId}/financial-model/defaults`), owner), 200);
  });

  it('the last selected idea: none yet, remember one, read it', async () => {
    const founder = await signedIn();
    await matches(await as(request(app).get(IDEA_PATHS.lastSelected), founder), 200);
    const idea = await submitIdea(app, founder);
    await matches(await as(request(app).put(IDEA_PATHS.lastSelected), founder).send({ ideaId: idea.id }), 200);
    await matches(await as(request(app).get(IDEA_PATHS.lastSelected), founder), 200);
  });

  it('startup profile: none yet, create, read, change', async () => {
    await matches(await as(request(app).get(STARTUP_PROFILE_PATHS.profile), owner), 200);
    const created = await matches(await as(request(app).post(STARTUP_PROFILE_PATHS.profile), owner).send({ companyName: 'LoomLedger', industry: 'Technology' }), 201);
    await matches(await as(request(app).get(STARTUP_PROFILE_PATHS.profile), owner), 200);
    const id = (created.body as { id: number }).id;
    await matches(await as(request(app).patch(STARTUP_PROFILE_PATHS.profileById(id)), owner).send({ stage: 'Seed', currentPhase: 'guided-completion' }), 200);
  });

  it.each(DOCUMENT_KINDS.map((kind) => [kind.kind, kind] as const))('%s: read, generate, save and regenerate a part, export, share', async (_name, kind) => {
    const base = `/api/startup-ideas/${ideaId}/${kind.kind}`;
    await matches(await as(request(app).get(base), owner), 200);
    const calls = KIND_CALLS[kind.kind];
    await matches(await as(request(app).post(base), owner).send(calls.generate ?? {}), 200);
    const { content } = (await matches(await as(request(app).get(base), owner), 200)).body as { content: Record<string, unknown> };
    // The idea now carries the document and its statuses: its schema holds them too.
    await matches(await as(request(app).get(`/api/ideas/${ideaId}`), owner), 200);
    const partId = partIdsOf(kind)[0];
    const partPath = `${base}/${kind.parts.segment}/${partId}`;
    if (calls.edit) await matches(await as(request(app).put(partPath), owner).send(calls.edit(content[partId])), 200);
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

  it('investors: add, list, read, change the record, apply', async () => {
    await as(request(app).post(COMPANIES_PATHS.companies), owner).send(ONBOARDED_COMPANY).expect(201);
    const investor = { name: 'Jordan Avery', firm: 'Avery Family Office', type: 'Angel', location: 'Leeds, UK', industries: ['SaaS'], stages: ['Seed'], checkSizeMin: 25_000, checkSizeMax: 100_000 };
    const created = await matches(await as(request(app).post(INVESTOR_PATHS.investors()), owner).send(investor), 201);
    const id = (created.body as { id: number }).id;
    await matches(await as(request(app).get(INVESTOR_PATHS.investors({ search: 'Avery' })), owner), 200);
    await matches(await as(request(app).get(INVESTOR_PATHS.investor(id)), owner), 200);
    await matches(await as(request(app).patch(INVESTOR_PATHS.relation(id)), owner).send({ saved: true, pipelineStage: 'contacted', nextStepOn: '2026-12-01' }), 200);
    await matches(await as(request(app).post(INVESTOR_PATHS.apply(id)), owner), 200);
  });

  it('data room: list, upload, change, download, links, log, requests, shared page', async () => {
    const companyId = ((await matches(await as(request(app).post(COMPANIES_PATHS.companies), owner).send(ONBOARDED_COMPANY), 201)).body as { id: number }).id;
    await matches(await as(request(app).get(DATA_ROOM_PATHS.list(companyId)), owner), 200);
    const uploaded = await matches(await as(request(app).post(DATA_ROOM_PATHS.documents), owner).field('companyId', String(companyId)).attach('file', PNG, { filename: 'chart.png' }), 201);
    const id = (uploaded.body as { id: number }).id;
    await matches(await as(request(app).patch(DATA_ROOM_PATHS.document(id)), owner).send({ status: 'complete' }), 200);
    await matches(await as(request(app).get(DATA_ROOM_PATHS.download(id)), owner).buffer(true).parse(binaryBody), 200);
    const link = await matches(await as(request(app).post(DATA_ROOM_PATHS.links), owner).send({ companyId, tier: 'investors', expiresAt: '2099-01-01T00:00:00Z' }), 201);
    const token = (link.body as { url: string }).url.split('/').pop()!;
    await matches(await request(app).get(DATA_ROOM_PATHS.shared(token)), 200);
    const visit = await matches(await request(app).post(DATA_ROOM_PATHS.sharedVisits(token)).send({ name: 'Grace Hopper', email: 'grace@example.com' }), 201);
    await matches(await request(app).get(DATA_ROOM_PATHS.sharedFile(token, id, (visit.body as { visitId: string }).visitId)).buffer(true).parse(binaryBody), 200);
    const asked = await matches(await request(app).post(DATA_ROOM_PATHS.sharedAccessRequests(token)).send({ name: 'Grace Hopper', email: 'grace@example.com', tier: 'team' }), 201);
    await matches(await as(request(app).get(DATA_ROOM_PATHS.linksOf(companyId)), owner), 200);
    await matches(await as(request(app).get(DATA_ROOM_PATHS.views(companyId)), owner), 200);
    await matches(await as(request(app).get(DATA_ROOM_PATHS.accessRequests(companyId)), owner), 200);
    await matches(await as(request(app).post(DATA_ROOM_PATHS.approve((asked.body as { id: number }).id)), owner), 200);
    await matches(await as(request(app).delete(DATA_ROOM_PATHS.link((link.body as { id: number }).id)), owner), 204);
  });
});
