import type { INestApplication } from '@nestjs/common';
import { ACTIVITY_PATHS, COMMENT_PATHS, COMPANIES_PATHS, DATA_ROOM_PATHS, GENERATION_JOB_PATHS, IDEA_PATHS, SITES_PATHS, repliesPath, type ActivityEntry, type ActivityPage, type Company, type DocumentVersionList } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { ONBOARDED_COMPANY } from '../src/domain/company-work/company-facts.fixtures';
import { startAuthUsersStub, type AuthUsersStub } from './support/auth-users-stub';
import { as, createIdeasTestApp, signedIn, submitIdea, type TestCaller } from './support/ideas-test-app';

const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n', 'latin1');

/** What an entry says, without its id and date: the sentence's parts. */
const said = ({ verb, actorUserId, actorName, subject, detail }: ActivityEntry) => ({ verb, actorUserId, actorName, subject, detail });

describe('GET /api/companies/{id}/activity', () => {
  let app: INestApplication;
  let auth: AuthUsersStub;
  let owner: TestCaller;
  let company: Company;
  let ideaId: number;

  beforeAll(async () => {
    auth = await startAuthUsersStub(process.env['IDENTITY_SECRET']!);
    const saved = process.env['AUTH_URL'];
    process.env['AUTH_URL'] = auth.url;
    try {
      app = await createIdeasTestApp();
    } finally {
      if (saved === undefined) delete process.env['AUTH_URL'];
      else process.env['AUTH_URL'] = saved;
    }
    owner = await signedIn();
    auth.users.set(owner.userId!, { id: owner.userId!, name: 'Ada Lovelace', email: `user${owner.userId}@example.com`, avatar: null });
    ideaId = (await submitIdea(app, owner)).id;
    company = (await as(request(app).post(COMPANIES_PATHS.companies), owner).send({ ...ONBOARDED_COMPANY, companyName: 'LoomLedger', companyData: { ideaId } }).expect(201)).body as Company;
  });

  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  const feed = (caller: TestCaller, query = '') => as(request(app).get(`${ACTIVITY_PATHS.companyActivity(company.id)}${query}`), caller);
  const latest = async () => ((await feed(owner).expect(200)).body as ActivityPage).items[0];

  it('401 without a session', async () => {
    const response = await request(app).get(ACTIVITY_PATHS.companyActivity(company.id));
    expect(response.status).toBe(401);
  });

  it("404 for another founder's company, as for a missing one", async () => {
    const stranger = await signedIn();
    const theirs = await feed(stranger);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ statusCode: 404, message: 'Company not found' });
    const missing = await as(request(app).get(ACTIVITY_PATHS.companyActivity(2_000_000_000)), owner);
    expect(missing.body).toEqual({ statusCode: 404, message: 'Company not found' });
  });

  it('400 for a cursor this list did not make, and for a limit under 1', async () => {
    expect((await feed(owner, '?cursor=nope')).body).toEqual({ statusCode: 400, message: 'cursor must be the nextCursor of a previous page' });
    const limit = await feed(owner, '?limit=0');
    expect(limit.status).toBe(400);
    expect(limit.body.message).toContain('limit');
  });

  // No 409: reading a feed conflicts with nothing.

  it('an empty feed for a new company', async () => {
    const other = (await as(request(app).post(COMPANIES_PATHS.companies), owner).send({ ...ONBOARDED_COMPANY, companyName: 'Quiet Co' }).expect(201)).body as Company;
    expect((await as(request(app).get(ACTIVITY_PATHS.companyActivity(other.id)), owner).expect(200)).body).toEqual({ items: [], nextCursor: null });
  });

  it('generating the plan of the company idea: "generated" the business plan, by name', async () => {
    await as(request(app).post(`/api/startup-ideas/${ideaId}/business-plan`), owner).expect(200);
    expect(said(await latest())).toEqual({ verb: 'generated', actorUserId: owner.userId, actorName: 'Ada Lovelace', subject: { kind: 'business-plan', label: null, ideaId, partId: null }, detail: null });
  });

  it('editing a section, then restoring its generated version: "edited" and "restored", naming the section', async () => {
    await as(request(app).put(`/api/startup-ideas/${ideaId}/business-plan/sections/market-analysis`), owner).send({ content: 'Our own market analysis.' }).expect(200);
    expect(said(await latest())).toEqual({ verb: 'edited', actorUserId: owner.userId, actorName: 'Ada Lovelace', subject: { kind: 'business-plan', label: null, ideaId, partId: 'market-analysis' }, detail: null });
    const versions = (await as(request(app).get(GENERATION_JOB_PATHS.versions(ideaId, 'business-plan', 'market-analysis')), owner).expect(200)).body as DocumentVersionList;
    await as(request(app).post(GENERATION_JOB_PATHS.restore(ideaId, 'business-plan', 'market-analysis', versions.items[1].id)), owner).expect(200);
    expect(said(await latest())).toMatchObject({ verb: 'restored', subject: { kind: 'business-plan', partId: 'market-analysis' } });
  });

  it('the financial model: "generated" the financial model', async () => {
    await as(request(app).post(`/api/startup-ideas/${ideaId}/financial-model`), owner).send({ industry: 'SaaS', stage: 'MVP Development' }).expect(200);
    expect(said(await latest())).toMatchObject({ verb: 'generated', subject: { kind: 'financial-model', ideaId, partId: null } });
  });

  it('sharing the plan: "shared" the business plan, with the link label', async () => {
    await as(request(app).post(IDEA_PATHS.shares(ideaId)), owner).send({ kind: 'business-plan', label: 'Seed investors' }).expect(201);
    expect(said(await latest())).toEqual({ verb: 'shared', actorUserId: owner.userId, actorName: 'Ada Lovelace', subject: { kind: 'business-plan', label: 'Seed investors', ideaId, partId: null }, detail: null });
  });

  it('uploading to the data room, then sharing the room: "uploaded" the document by name, "shared" the data room', async () => {
    await as(request(app).post(DATA_ROOM_PATHS.documents), owner).field('companyId', String(company.id)).field('name', 'Cap table').attach('file', PDF, { filename: 'cap-table.pdf', contentType: 'application/pdf' }).expect(201);
    expect(said(await latest())).toEqual({ verb: 'uploaded', actorUserId: owner.userId, actorName: 'Ada Lovelace', subject: { kind: 'dataRoomDocument', label: 'Cap table', ideaId: null, partId: null }, detail: null });
    await as(request(app).post(DATA_ROOM_PATHS.links), owner).send({ companyId: company.id, tier: 'team' }).expect(201);
    expect(said(await latest())).toMatchObject({ verb: 'shared', subject: { kind: 'dataRoom', label: null } });
  });

  it('publishing the site: "published" the site with its address, once (publishing again is not news)', async () => {
    const slug = `loomledger-${owner.userId}`;
    const draft = (await as(request(app).get(SITES_PATHS.site(company.id)), owner).expect(200)).body;
    await as(request(app).put(SITES_PATHS.site(company.id)), owner).send({ template: draft.template, sections: draft.sections, slug, hostingPlan: draft.hostingPlan }).expect(200);
    await as(request(app).put(SITES_PATHS.publication(company.id)), owner).expect(200);
    await as(request(app).put(SITES_PATHS.publication(company.id)), owner).expect(200);
    const page = (await feed(owner).expect(200)).body as ActivityPage;
    expect(said(page.items[0])).toEqual({ verb: 'published', actorUserId: owner.userId, actorName: 'Ada Lovelace', subject: { kind: 'site', label: slug, ideaId: null, partId: null }, detail: null });
    expect(page.items.filter((entry) => entry.verb === 'published')).toHaveLength(1);
  });

  it('a comment and its reply on a plan section: "commented" on that part, twice', async () => {
    const thread = (await as(request(app).post(COMMENT_PATHS.ideaComments(ideaId)), owner).send({ part: 'business-plan:executive-summary', text: 'Tighten the first line.' }).expect(201)).body as { id: number };
    await as(request(app).post(repliesPath(COMMENT_PATHS.ideaComments(ideaId), thread.id)), owner).send({ text: 'Done.' }).expect(201);
    const page = (await feed(owner).expect(200)).body as ActivityPage;
    for (const entry of page.items.slice(0, 2)) {
      expect(said(entry)).toEqual({ verb: 'commented', actorUserId: owner.userId, actorName: 'Ada Lovelace', subject: { kind: 'business-plan', label: null, ideaId, partId: 'executive-summary' }, detail: null });
    }
  });

  it('a personal idea (no company links it) leaves every feed as it was', async () => {
    const before = (await feed(owner).expect(200)).body as ActivityPage;
    const personal = (await submitIdea(app, owner)).id;
    await as(request(app).post(`/api/startup-ideas/${personal}/business-plan`), owner).expect(200);
    expect(((await feed(owner).expect(200)).body as ActivityPage).items[0].id).toBe(before.items[0].id);
  });

  it('pages newest first with the cursor: two pages hold every entry once, in order', async () => {
    const all = ((await feed(owner, '?limit=50').expect(200)).body as ActivityPage).items;
    expect(all.map((entry) => entry.verb)).toEqual(['commented', 'commented', 'published', 'shared', 'uploaded', 'shared', 'generated', 'restored', 'edited', 'generated']);
    const first = (await feed(owner, '?limit=5').expect(200)).body as ActivityPage;
    expect(first.items).toEqual(all.slice(0, 5));
    const second = (await feed(owner, `?limit=5&cursor=${first.nextCursor}`).expect(200)).body as ActivityPage;
    expect(second).toEqual({ items: all.slice(5), nextCursor: null });
  });

  it('more than the maximum gets 50', async () => {
    for (let save = 0; save < 45; save += 1) {
      await as(request(app).put(`/api/startup-ideas/${ideaId}/business-plan/sections/market-analysis`), owner).send({ content: `Draft ${save}` }).expect(200);
    }
    const page = (await feed(owner, '?limit=500').expect(200)).body as ActivityPage;
    expect(page.items).toHaveLength(50);
    expect(page.nextCursor).not.toBeNull();
  });

  it('names still unknown to auth read as null, and the feed is still served', async () => {
    auth.users.delete(owner.userId!);
    expect((await latest()).actorName).toBeNull();
    auth.users.set(owner.userId!, { id: owner.userId!, name: 'Ada Lovelace', email: null, avatar: null });
  });
});

describe('GET .../versions names the author of each version', () => {
  let app: INestApplication;
  let auth: AuthUsersStub;

  beforeAll(async () => {
    auth = await startAuthUsersStub(process.env['IDENTITY_SECRET']!);
    const saved = process.env['AUTH_URL'];
    process.env['AUTH_URL'] = auth.url;
    try {
      app = await createIdeasTestApp();
    } finally {
      if (saved === undefined) delete process.env['AUTH_URL'];
      else process.env['AUTH_URL'] = saved;
    }
  });

  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  it('authorName beside authorUserId: the name auth knows now', async () => {
    const founder = await signedIn();
    auth.users.set(founder.userId!, { id: founder.userId!, name: 'Grace Hopper', email: null, avatar: null });
    const ideaId = (await submitIdea(app, founder)).id;
    await as(request(app).post(`/api/startup-ideas/${ideaId}/business-plan`), founder).expect(200);
    await as(request(app).put(`/api/startup-ideas/${ideaId}/business-plan/sections/market-analysis`), founder).send({ content: 'Edited by Grace.' }).expect(200);
    const versions = (await as(request(app).get(GENERATION_JOB_PATHS.versions(ideaId, 'business-plan', 'market-analysis')), founder).expect(200)).body as DocumentVersionList;
    expect(versions.items.map(({ source, authorUserId, authorName }) => ({ source, authorUserId, authorName }))).toEqual([
      { source: 'edited', authorUserId: founder.userId, authorName: 'Grace Hopper' },
      { source: 'builtin', authorUserId: founder.userId, authorName: 'Grace Hopper' },
    ]);
  });
});
