import type { INestApplication } from '@nestjs/common';
import { IDENTITY_HEADER, signIdentity, signingKeyFromEnvironment, generateIdentityKeys } from '@founder/identity';
import { IDEA_PATHS } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DemoIdeaSeeder } from '../src/document-kinds/demo-idea.seeder';
import { as, createIdeasTestApp, newBrowser, signedIn, submitIdea, type TestCaller } from './support/ideas-test-app';

const NOT_FOUND = { statusCode: 404, message: 'Idea not found' };
const READ_ONLY = { statusCode: 403, message: 'The demo idea is read-only' };

/** Every idea call that names an idea: reads, writes, generation, exports and shares. */
const IDEA_CALLS: Array<[string, (id: number) => [method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: object]]> = [
  ['read', (id) => ['get', `/api/ideas/${id}`]],
  ['change the currency', (id) => ['patch', `/api/ideas/${id}`, { currency: 'EUR' }]],
  ['read the plan', (id) => ['get', `/api/startup-ideas/${id}/business-plan`]],
  ['read the deck', (id) => ['get', `/api/startup-ideas/${id}/pitch-deck`]],
  ['generate the plan', (id) => ['post', `/api/startup-ideas/${id}/business-plan`]],
  ['generate the deck', (id) => ['post', `/api/startup-ideas/${id}/pitch-deck`]],
  ['save a section', (id) => ['put', `/api/startup-ideas/${id}/business-plan/sections/executive-summary`, { content: 'Taken over' }]],
  ['save a slide', (id) => ['put', `/api/startup-ideas/${id}/pitch-deck/slides/title`, { content: 'Taken over', notes: '' }]],
  ['regenerate a section', (id) => ['post', `/api/startup-ideas/${id}/business-plan/sections/executive-summary/regenerate`]],
  ['regenerate a slide', (id) => ['post', `/api/startup-ideas/${id}/pitch-deck/slides/title/regenerate`]],
  ['export the plan PDF', (id) => ['get', `/api/startup-ideas/${id}/business-plan.pdf`]],
  ['export the deck PPTX', (id) => ['get', `/api/startup-ideas/${id}/pitch-deck.pptx`]],
  ['export the deck PDF', (id) => ['get', `/api/startup-ideas/${id}/pitch-deck.pdf`]],
  ['share the plan', (id) => ['post', `/api/startup-ideas/${id}/shares`, { kind: 'business-plan' }]],
  ['generate the financial model', (id) => ['post', `/api/startup-ideas/${id}/financial-model`, { industry: 'SaaS', stage: 'Idea Stage' }]],
  ['read the financial model', (id) => ['get', `/api/startup-ideas/${id}/financial-model`]],
  ['read the model defaults', (id) => ['get', `/api/startup-ideas/${id}/financial-model/defaults`]],
  ['export the model CSV', (id) => ['get', `/api/startup-ideas/${id}/financial-model.csv`]],
  ['export the model XLSX', (id) => ['get', `/api/startup-ideas/${id}/financial-model.xlsx`]],
  ['export the model PDF', (id) => ['get', `/api/startup-ideas/${id}/financial-model.pdf`]],
  ['share the financial model', (id) => ['post', `/api/startup-ideas/${id}/shares`, { kind: 'financial-model' }]],
  ['generate the market research', (id) => ['post', `/api/startup-ideas/${id}/market-research`, { industry: 'SaaS', description: 'A description long enough to pass.' }]],
  ['read the market research', (id) => ['get', `/api/startup-ideas/${id}/market-research`]],
  ['regenerate a research part', (id) => ['post', `/api/startup-ideas/${id}/market-research/parts/trends/regenerate`]],
  ['export the research PDF', (id) => ['get', `/api/startup-ideas/${id}/market-research.pdf`]],
  ['revoke a share', (id) => ['delete', `/api/startup-ideas/${id}/shares/1`]],
];

describe('idea ownership', () => {
  let app: INestApplication;
  const call = (caller: TestCaller, [method, path, body]: [string, string, object?]) => {
    const test = as(request(app)[method as 'get'](path), caller);
    return body ? test.send(body) : test;
  };
  const ownerOf = async (id: number) =>
    (await app.get(DataSource).query(`SELECT owner_user_id AS "userId", owner_browser_id AS "browserId" FROM "ideas"."startup_ideas" WHERE id = $1`, [id]))[0];

  beforeAll(async () => {
    app = await createIdeasTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe("someone else's idea answers 404 and stays unchanged", () => {
    let browserOwner: TestCaller;
    let userOwner: TestCaller;
    let browserIdeaId: number;
    let userIdeaId: number;
    let snapshots: Record<number, unknown>;

    beforeAll(async () => {
      browserOwner = newBrowser();
      userOwner = await signedIn();
      browserIdeaId = (await submitIdea(app, browserOwner, { email: 'owned@example.com' })).id;
      userIdeaId = (await submitIdea(app, userOwner, { email: 'owned@example.com' })).id;
      for (const [id, owner] of [[browserIdeaId, browserOwner], [userIdeaId, userOwner]] as const) {
        await as(request(app).post(`/api/startup-ideas/${id}/business-plan`), owner).expect(200);
        await as(request(app).post(`/api/startup-ideas/${id}/pitch-deck`), owner).expect(200);
      }
      snapshots = {
        [browserIdeaId]: (await as(request(app).get(`/api/ideas/${browserIdeaId}`), browserOwner)).body,
        [userIdeaId]: (await as(request(app).get(`/api/ideas/${userIdeaId}`), userOwner)).body,
      };
    });

    const outsiders: Array<[string, () => Promise<TestCaller>]> = [
      ['another browser', async () => newBrowser()],
      ['a browser without the cookie', async () => ({})],
      ['another signed-in user', () => signedIn()],
      ['another signed-in user on another browser', () => signedIn({ browserId: randomUUID() })],
    ];

    describe.each([
      ['an idea created by a browser', () => browserIdeaId],
      ['an idea created by a signed-in user', () => userIdeaId],
    ])('%s', (_kind, ideaId) => {
      it.each(outsiders)('%s cannot read, change, generate, export or share it', async (_who, outsider) => {
        const caller = await outsider();
        for (const [, request] of IDEA_CALLS) {
          const response = await call(caller, request(ideaId()));
          expect({ call: request(ideaId()).slice(0, 2), status: response.status, body: response.body }).toEqual({
            call: request(ideaId()).slice(0, 2),
            status: 404,
            body: NOT_FOUND,
          });
        }
      });

      it.each(outsiders)('%s does not find it in the list by email', async (_who, outsider) => {
        const response = await as(request(app).get(IDEA_PATHS.ideasByEmail('owned@example.com')), await outsider());
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ items: [], nextCursor: null });
      });

      it('is unchanged after every attempt', async () => {
        const owner = ideaId() === browserIdeaId ? browserOwner : userOwner;
        expect((await as(request(app).get(`/api/ideas/${ideaId()}`), owner)).body).toEqual(snapshots[ideaId()]);
      });
    });

    it("a signed-in user's idea is theirs from any browser, and not the browser's", async () => {
      const elsewhere = await signedIn({ userId: userOwner.userId, browserId: randomUUID() });
      expect((await as(request(app).get(`/api/ideas/${userIdeaId}`), elsewhere)).status).toBe(200);
      expect((await as(request(app).get(`/api/ideas/${userIdeaId}`), { browserId: elsewhere.browserId })).body).toEqual(NOT_FOUND);
    });
  });

  describe('signing in attaches the browser’s ideas to the account', () => {
    it('claims every unclaimed idea of the browser at the first request with both, once', async () => {
      const browser = newBrowser();
      const first = await submitIdea(app, browser, { email: 'claim@example.com', ideaTitle: 'First' });
      const second = await submitIdea(app, browser, { email: 'claim@example.com', ideaTitle: 'Second' });
      const user = await signedIn({ browserId: browser.browserId });

      const listed = await as(request(app).get(IDEA_PATHS.ideasByEmail('claim@example.com')), user);
      expect(listed.body.items.map((idea: { id: number }) => idea.id)).toEqual([second.id, first.id]);
      expect(await ownerOf(first.id)).toEqual({ userId: user.userId, browserId: browser.browserId });
      expect(await ownerOf(second.id)).toEqual({ userId: user.userId, browserId: browser.browserId });

      // The account now owns them from any browser; the browser alone (signed out) no longer does.
      const userElsewhere = await signedIn({ userId: user.userId });
      expect((await as(request(app).get(`/api/ideas/${first.id}`), userElsewhere)).status).toBe(200);
      expect((await as(request(app).get(`/api/ideas/${first.id}`), browser)).body).toEqual(NOT_FOUND);

      // Idempotent, and another account signing in on the same browser takes nothing.
      expect((await as(request(app).get(`/api/ideas/${first.id}`), user)).status).toBe(200);
      const someoneElse = await signedIn({ browserId: browser.browserId });
      expect((await as(request(app).get(`/api/ideas/${first.id}`), someoneElse)).body).toEqual(NOT_FOUND);
      expect(await ownerOf(first.id)).toEqual({ userId: user.userId, browserId: browser.browserId });
    });

    it('claims ideas the browser created after signing out at the next sign-in', async () => {
      const browser = newBrowser();
      const user = await signedIn({ browserId: browser.browserId });
      const later = await submitIdea(app, browser, { email: 'later@example.com' });
      expect(await ownerOf(later.id)).toEqual({ userId: null, browserId: browser.browserId });
      await as(request(app).get(IDEA_PATHS.ideasByEmail('later@example.com')), user).expect(200);
      expect(await ownerOf(later.id)).toEqual({ userId: user.userId, browserId: browser.browserId });
    });

    it('does not claim on a forged or expired assertion: the request counts as not signed in', async () => {
      const browser = newBrowser();
      const idea = await submitIdea(app, browser);
      const forged = await signIdentity({ userId: 77, sessionId: randomUUID(), email: null }, generateIdentityKeys(signingKeyFromEnvironment().kid).signingKey);
      const expired = await signIdentity({ userId: 78, sessionId: randomUUID(), email: null }, signingKeyFromEnvironment(), -5);
      for (const assertion of [forged, expired, 'not-a-jwt']) {
        const response = await request(app).get(`/api/ideas/${idea.id}`).set('cookie', `founder_owner=${browser.browserId}`).set(IDENTITY_HEADER, assertion);
        expect(response.status).toBe(200);
      }
      expect(await ownerOf(idea.id)).toEqual({ userId: null, browserId: browser.browserId });
    });
  });

  describe('the demo idea', () => {
    let demoId: number;
    beforeAll(async () => {
      const demo = await request(app).get('/api/ideas/demo');
      demoId = demo.body.id;
    });

    it('GET /api/ideas/demo answers it to anyone, with its analysis, plan and deck ready', async () => {
      const response = await request(app).get('/api/ideas/demo');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ isDemo: true, ideaTitle: 'PantryPal', email: 'demo@founder.example', analysisStatus: 'complete' });
      expect(response.body.analysis.validationScore).toBe(response.body.validationScore);
      expect(Object.keys(response.body.businessPlan)).toHaveLength(12);
      expect(Object.keys(response.body.pitchDeck)).toHaveLength(10);
      expect(Object.values(response.body.businessPlanStatus)).toEqual(Array(12).fill('generated'));
      expect(Object.values(response.body.pitchDeckStatus)).toEqual(Array(10).fill('generated'));
    });

    it.each([
      ['a browser without a cookie', async () => ({})],
      ['another browser', async () => newBrowser()],
      ['a signed-in user', () => signedIn()],
    ])('%s reads it by id, lists it by its email and exports it', async (_who, who) => {
      const caller = await who();
      expect((await as(request(app).get(`/api/ideas/${demoId}`), caller)).status).toBe(200);
      const listed = await as(request(app).get(IDEA_PATHS.ideasByEmail('demo@founder.example')), caller);
      expect(listed.body.items.map((idea: { id: number }) => idea.id)).toEqual([demoId]);
      expect((await as(request(app).get(`/api/startup-ideas/${demoId}/business-plan.pdf`), caller)).status).toBe(200);
      expect((await as(request(app).get(`/api/startup-ideas/${demoId}/pitch-deck.pptx`), caller)).status).toBe(200);
    });

    it('answers 403 to every change, whoever asks, and stays unchanged', async () => {
      const before = (await request(app).get('/api/ideas/demo')).body;
      const writes = IDEA_CALLS.filter(([name]) => !name.startsWith('read') && !name.startsWith('export'));
      for (const caller of [{}, newBrowser(), await signedIn()]) {
        for (const [, request] of writes) {
          const response = await call(caller, request(demoId));
          expect({ call: request(demoId).slice(0, 2), status: response.status, body: response.body }).toEqual({
            call: request(demoId).slice(0, 2),
            status: 403,
            body: READ_ONLY,
          });
        }
      }
      expect((await request(app).get('/api/ideas/demo')).body).toEqual(before);
    });

    it('is seeded once: seeding again keeps its id and its single row', async () => {
      expect(await app.get(DemoIdeaSeeder).seed()).toBe(demoId);
      const [{ count }] = await app.get(DataSource).query(`SELECT count(*)::int AS count FROM "ideas"."startup_ideas" WHERE "is_demo"`);
      expect(count).toBe(1);
    });

    it('is never claimed by a sign-in', async () => {
      expect(await ownerOf(demoId)).toEqual({ userId: null, browserId: null });
    });
  });
});
