import type { INestApplication } from '@nestjs/common';
import {
  COMPANIES_PATHS,
  COMPANY_MEMBERS_PATHS,
  INVESTOR_PATHS,
  INVESTOR_STAGES,
  INVESTOR_TYPES,
  INVESTORS_PAGE,
  PIPELINE_STAGES,
  type Company,
  type Investor,
  type InvestorPage,
  type NewInvestorRequest,
} from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { ONBOARDED_COMPANY } from '../src/domain/company-work/company-facts.fixtures';
import { as, signedIn, submitIdea, type TestCaller } from './support/ideas-test-app';
import { emailOf, type AuthInvitationsStub } from './support/auth-invitations-stub';
import { createTeamTestApp, joinedMember, verifiedFounder } from './support/company-team';

const MY_INVESTOR: NewInvestorRequest = {
  name: 'Jordan Avery',
  firm: 'Avery Family Office',
  type: 'Angel',
  location: 'Manchester, UK',
  industries: ['SaaS'],
  stages: ['Pre-Seed'],
  checkSizeMin: 25_000,
  checkSizeMax: 200_000,
  focus_areas: ['vertical SaaS'],
};

/** The order the database sorted by is the order of the scores the service wrote: best first, then id. */
function expectBestFirst(investors: Investor[]): void {
  const sorted = [...investors].sort((a, b) => b.matchScore - a.matchScore || a.id - b.id);
  expect(investors.map((investor) => investor.id)).toEqual(sorted.map((investor) => investor.id));
}

describe('investors', () => {
  let app: INestApplication;
  let auth: AuthInvitationsStub;
  let owner: TestCaller;
  let stranger: TestCaller;
  let commenter: TestCaller;
  let viewer: TestCaller;
  let company: Company;
  let mine: Investor;
  let samples: number;
  const list = (caller: TestCaller, query: Parameters<typeof INVESTOR_PATHS.investors>[0] = {}) => as(request(app).get(INVESTOR_PATHS.investors(query)), caller);
  const createCompany = async (caller: TestCaller, fields: object = {}) =>
    (await as(request(app).post(COMPANIES_PATHS.companies), caller).send({ ...ONBOARDED_COMPANY, ...fields })).body as Company;

  beforeAll(async () => {
    ({ app, auth } = await createTeamTestApp());
    owner = await verifiedFounder(auth);
    stranger = await signedIn();
    company = await createCompany(owner);
    commenter = await joinedMember(app, auth, owner, company.id, 'commenter');
    viewer = await joinedMember(app, auth, owner, company.id, 'viewer');
    await createCompany(stranger);
    mine = (await as(request(app).post(INVESTOR_PATHS.investors()), owner).send(MY_INVESTOR)).body as Investor;
    samples = (await app.get(DataSource).query(`SELECT count(*)::int AS count FROM "ideas"."investors" WHERE "owner_id" IS NULL`))[0].count;
  });

  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  describe('requires a signed-in founder (401)', () => {
    it.each([
      ['GET', INVESTOR_PATHS.investors()],
      ['POST', INVESTOR_PATHS.investors()],
      ['GET', INVESTOR_PATHS.investor(1)],
      ['PATCH', INVESTOR_PATHS.relation(1)],
      ['POST', INVESTOR_PATHS.apply(1)],
    ])('%s %s', async (method, path) => {
      const response = await request(app)[method.toLowerCase() as 'get'](path).send({});
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });
  });

  describe("answers 404 for another founder's investor or company, exactly like a missing one", () => {
    it.each([
      ['GET', INVESTOR_PATHS.investor],
      ['PATCH', INVESTOR_PATHS.relation],
      ['POST', INVESTOR_PATHS.apply],
    ])('%s', async (method, path) => {
      const response = await as(request(app)[method.toLowerCase() as 'get'](path(mine.id)), stranger).send({ saved: true });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Investor not found' });
      const missing = await as(request(app)[method.toLowerCase() as 'get'](path(2_000_000_000)), owner).send({ saved: true });
      expect(missing.body).toEqual({ statusCode: 404, message: 'Investor not found' });
    });

    it("does not list another founder's investor", async () => {
      const response = await list(stranger, { search: 'Jordan Avery' });
      expect(response.body).toMatchObject({ items: [], total: 0, databaseTotal: samples });
    });

    it("reads, scores for or tracks in the pipeline of a company the caller is not a member of: 404", async () => {
      const response = await list(stranger, { companyId: company.id });
      expect(response.body).toEqual({ statusCode: 404, message: 'Company not found' });
      const one = await as(request(app).get(INVESTOR_PATHS.investor(mine.id, company.id)), stranger);
      expect(one.body).toEqual({ statusCode: 404, message: 'Company not found' });
      const tracked = await as(request(app).patch(INVESTOR_PATHS.relation(mine.id, company.id)), stranger).send({ saved: true });
      expect(tracked.body).toEqual({ statusCode: 404, message: 'Company not found' });
      const applied = await as(request(app).post(INVESTOR_PATHS.apply(mine.id, company.id)), stranger);
      expect(applied.body).toEqual({ statusCode: 404, message: 'Company not found' });
    });

    it('answers 404 Company not found to a founder without a company: the pipeline is a company\'s', async () => {
      const founder = await signedIn();
      expect((await list(founder)).body).toEqual({ statusCode: 404, message: 'Company not found' });
      const tracked = await as(request(app).patch(INVESTOR_PATHS.relation(mine.id)), founder).send({ saved: true });
      expect(tracked.body).toEqual({ statusCode: 404, message: 'Company not found' });
    });
  });

  describe('lets commenters and viewers read the pipeline but not change it (403 naming the permission)', () => {
    it.each([
      ['commenter', 'PATCH'],
      ['commenter', 'POST'],
      ['viewer', 'PATCH'],
      ['viewer', 'POST'],
    ] as const)('%s %s', async (role, method) => {
      const caller = role === 'commenter' ? commenter : viewer;
      const call = method === 'PATCH' ? request(app).patch(INVESTOR_PATHS.relation(mine.id, company.id)).send({ saved: true }) : request(app).post(INVESTOR_PATHS.apply(mine.id, company.id));
      const response = await as(call, caller);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, message: 'You do not have the company.pipeline.update permission in this company' });
    });

    it('reads it, with the investors the owner added', async () => {
      const response = await list(viewer, { companyId: company.id, search: 'Jordan Avery' });
      expect(response.status).toBe(200);
      expect((response.body as InvestorPage).items.map((investor) => investor.id)).toEqual([mine.id]);
    });
  });

  describe('rejects bad input with 400 naming the field', () => {
    it.each([
      [{ stage: 'Series C' }, `stage must be one of the following values: ${INVESTOR_STAGES.join(', ')}`],
      [{ type: 'Bank' }, `type must be one of the following values: ${INVESTOR_TYPES.join(', ')}`],
      [{ only: 'hidden' }, 'only must be one of the following values: saved, pipeline'],
      [{ limit: 0 }, 'limit must not be less than 1'],
      [{ cursor: 'nope!' }, 'cursor must be the nextCursor of a previous page'],
      [{ search: 'x'.repeat(101) }, 'search must be shorter than or equal to 100 characters'],
    ])('list %p', async (query, message) => {
      const response = await list(owner, query as object);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it.each([
      [{ type: 'Bank' }, `type must be one of the following values: ${INVESTOR_TYPES.join(', ')}`],
      [{ industries: [] }, 'industries must contain at least 1 elements'],
      [{ industries: ['Finance'] }, 'each value in industries must be one of the following values: Technology, Healthcare, FinTech, E-commerce, SaaS, CleanTech, EdTech, FoodTech, PropTech, Gaming, AI/ML, Blockchain/Web3, IoT, Cybersecurity, BioTech, AgTech, Mobility, Enterprise Software, Consumer Apps, Hardware'],
      [{ stages: ['Series C'] }, `each value in stages must be one of the following values: ${INVESTOR_STAGES.join(', ')}`],
      [{ checkSizeMin: -1 }, 'checkSizeMin must not be less than 0'],
      [{ checkSizeMax: 10_000 }, 'checkSizeMax must not be less than checkSizeMin'],
      [{ name: 'x' }, 'name must be longer than or equal to 2 characters'],
      [{ warmIntro: null }, 'warmIntro should not be null'],
      [{ focus_areas: null }, 'focus_areas should not be null'],
    ])('create %p', async (fields, message) => {
      const response = await as(request(app).post(INVESTOR_PATHS.investors()), owner).send({ ...MY_INVESTOR, ...fields });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it.each([
      [{ pipelineStage: 'won' }, `pipelineStage must be one of the following values: ${PIPELINE_STAGES.join(', ')}`],
      [{ nextStepOn: '2026-02-30' }, 'nextStepOn must be a valid ISO 8601 date string'],
      [{ nextStepOn: '2026-12-01T10:00:00Z' }, 'nextStepOn must be a date as YYYY-MM-DD'],
      [{ notes: 'x'.repeat(2001) }, 'notes must be shorter than or equal to 2000 characters'],
      [{ saved: 'yes' }, 'saved must be a boolean value'],
      [{ saved: null }, 'saved should not be null'],
      [{ notes: null }, 'notes should not be null'],
    ])('relation %p', async (changes, message) => {
      const response = await as(request(app).patch(INVESTOR_PATHS.relation(mine.id)), owner).send(changes);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('relation and apply with a companyId that is no id', async () => {
      const path = `${INVESTOR_PATHS.relation(mine.id)}?companyId=abc`;
      const response = await as(request(app).patch(path), owner).send({ saved: true });
      expect(response.body).toEqual({ statusCode: 400, message: 'companyId must be an integer number' });
      const applied = await as(request(app).post(`${INVESTOR_PATHS.apply(mine.id)}?companyId=0`), owner);
      expect(applied.body).toEqual({ statusCode: 400, message: 'companyId must not be less than 1' });
    });
  });

  describe('applied is one way (409 the second time)', () => {
    it('applies once, then refuses', async () => {
      const first = await as(request(app).post(INVESTOR_PATHS.apply(mine.id)), owner);
      expect(first.status).toBe(200);
      expect(first.body.appliedAt).toEqual(expect.any(String));
      const again = await as(request(app).post(INVESTOR_PATHS.apply(mine.id)), owner);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ statusCode: 409, message: 'You have already applied to this investor' });
      const relation = await as(request(app).patch(INVESTOR_PATHS.relation(mine.id)), owner).send({ saved: false });
      expect(relation.body.appliedAt).toBe(first.body.appliedAt);
    });
  });

  describe('happy path', () => {
    it('lists every sample investor and the founder\'s own, sorted by matchScore (in SQL, as the service scores), with the real total', async () => {
      const response = await list(owner, { limit: INVESTORS_PAGE.max });
      const page = response.body as InvestorPage;
      expect(response.status).toBe(200);
      expect(samples).toBeGreaterThanOrEqual(60);
      expect(page.total).toBe(samples + 1);
      expect(page.databaseTotal).toBe(samples + 1);
      expect(page.companyId).toBe(company.id);
      // MVP Development raises a Pre-Seed round; without an idea, the stage's default of $750K.
      expect(page.raise).toEqual({ amount: 750_000, source: 'stage-default' });
      const scores = page.items.map((investor) => investor.matchScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const second = (await list(owner, { limit: INVESTORS_PAGE.max, cursor: page.nextCursor! })).body as InvestorPage;
      const all = [...page.items, ...second.items];
      expect(second.nextCursor).toBeNull();
      expect(page.highMatchCount).toBe(all.filter((investor) => investor.matchScore >= 90).length);
      expect(all).toHaveLength(samples + 1);
      expectBestFirst(all);
    });

    it('answers 20 by default and at most 50 however many are asked for', async () => {
      expect(((await list(owner)).body as InvestorPage).items).toHaveLength(INVESTORS_PAGE.default);
      const asked = (await list(owner, { limit: 500 })).body as InvestorPage;
      expect(asked.items).toHaveLength(INVESTORS_PAGE.max);
    });

    it('covers every type and stage of the sample set with every field', async () => {
      for (const type of INVESTOR_TYPES) {
        const page = (await list(owner, { type, limit: 50 })).body as InvestorPage;
        expect(page.total).toBeGreaterThan(0);
        expect(page.items.every((investor) => investor.type === type)).toBe(true);
      }
      for (const stage of INVESTOR_STAGES) {
        const page = (await list(owner, { stage, limit: 50 })).body as InvestorPage;
        expect(page.total).toBeGreaterThan(0);
        expect(page.items.every((investor) => investor.stages.includes(stage))).toBe(true);
      }
      const sample = ((await list(owner, { search: 'Amara Ashgrove' })).body as InvestorPage).items[0];
      expect(sample).toMatchObject({
        name: 'Amara Ashgrove',
        firm: 'Halcyon Ledger Fund',
        type: 'Fund',
        location: 'San Francisco, CA',
        stages: ['Seed', 'Series A'],
        checkSize: '$1M - $5M',
        portfolio: 63,
        avatar: 'AA',
        responseRate: 82,
        warmIntro: false,
        sample: true,
        recent_investments: ['Embermark', 'Rivetwise', 'Sprigwise'],
        focus_areas: ['developer tools', 'property management'],
      });
      // Not in SaaS, at Seed next to the Pre-Seed round, smallest check above the $750K raise, 82% answered.
      expect(sample.matchScore).toBe(0 + 12 + 0 + 8);
      expect(sample.matchReasons.map((reason) => reason.label)).toEqual([
        'Does not list SaaS',
        'Invests at Seed, next to your Pre-Seed round',
        'Smallest check $1M is above your $750K raise',
        'Answers 82% of founders',
      ]);
    });

    it('searches names, firms, places, industries and focus areas; nothing found is an empty page', async () => {
      const byFirm = (await list(owner, { search: 'halcyon ledger' })).body as InvestorPage;
      expect(byFirm.items.map((investor) => investor.name)).toContain('Amara Ashgrove');
      expect(byFirm.items.every((investor) => investor.firm === 'Halcyon Ledger Fund')).toBe(true);
      const byFocus = (await list(owner, { search: 'GRID STORAGE' })).body as InvestorPage;
      expect(byFocus.total).toBeGreaterThan(0);
      expect(byFocus.items.every((investor) => investor.focus_areas.includes('grid storage'))).toBe(true);
      const none = (await list(owner, { search: 'no such investor 100%_' })).body as InvestorPage;
      expect(none).toMatchObject({ items: [], total: 0, highMatchCount: 0, databaseTotal: samples + 1 });
    });

    it("scores the founder's own investor and marks it as theirs", async () => {
      expect(mine).toMatchObject({ name: 'Jordan Avery', sample: false, avatar: 'JA', responseRate: null, checkSize: '$25K - $200K', portfolio: 0, recent_investments: [] });
      // SaaS, Pre-Seed, a largest check of $200K is more than a quarter of the $750K raise (leads); no response rate.
      expect(mine.matchScore).toBe(40 + 30 + 20 + 0);
    });

    it("reads the raise from the idea's financial model when the company builds on an idea", async () => {
      const founder = await signedIn();
      const idea = await submitIdea(app, founder);
      const funding = { totalFunding: 3_000_000, runway: 18, useOfFunds: { product: 40, marketing: 30, team: 20, operations: 10 } };
      const model = await as(request(app).post(`/api/startup-ideas/${idea.id}/financial-model`), founder).send({ industry: 'SaaS', stage: 'MVP Development', funding });
      expect(model.status).toBe(200);
      const other = await createCompany(founder, { companyData: { ideaId: idea.id } });
      const page = (await list(founder, { companyId: other.id, limit: INVESTORS_PAGE.max })).body as InvestorPage;
      expect(page.raise).toEqual({ amount: 3_000_000, source: 'financial-model' });
      expectBestFirst([...page.items, ...((await list(founder, { companyId: other.id, limit: INVESTORS_PAGE.max, cursor: page.nextCursor! })).body as InvestorPage).items]);
    });

    it('scores again when the company changes and when investors are added, with stored counts equal to the counted ones', async () => {
      const founder = await signedIn();
      const own = await createCompany(founder);
      const walk = async (query: Parameters<typeof INVESTOR_PATHS.investors>[0] = {}) => {
        const first = (await list(founder, { ...query, limit: INVESTORS_PAGE.max })).body as InvestorPage;
        if (first.nextCursor === null) return { first, all: first.items };
        const second = (await list(founder, { ...query, limit: INVESTORS_PAGE.max, cursor: first.nextCursor })).body as InvestorPage;
        expect(second.nextCursor).toBeNull();
        return { first, all: [...first.items, ...second.items] };
      };
      const before = await walk();
      expect(before.first.total).toBe(samples);
      const amara = before.all.find((investor) => investor.name === 'Amara Ashgrove')!;
      // Pre-Seed round: Amara invests at Seed, next to it (12).
      expect(amara.matchReasons[1].points).toBe(12);

      expect((await as(request(app).patch(COMPANIES_PATHS.company(own.id)), founder).send({ stage: 'Seed' })).status).toBe(200);
      const added = (await as(request(app).post(INVESTOR_PATHS.investors()), founder).send({ ...MY_INVESTOR, stages: ['Seed'] })).body as Investor;
      const after = await walk();
      expect(after.first.raise).toEqual({ amount: 2_500_000, source: 'stage-default' });
      expect(after.first.total).toBe(samples + 1);
      expect(after.first.databaseTotal).toBe(samples + 1);
      expect(after.all).toHaveLength(samples + 1);
      expectBestFirst(after.all);
      // Seed round now: 30 for Amara's Seed, and her $1M smallest check is under the $2.5M raise, her $5M can lead (20).
      expect(after.all.find((investor) => investor.id === amara.id)!.matchScore).toBe(0 + 30 + 20 + 8);
      // SaaS at Seed; checks of at most $200K are under a tenth of the raise.
      expect(after.all.find((investor) => investor.id === added.id)!.matchScore).toBe(40 + 30 + 0 + 0);
      expect(after.first.highMatchCount).toBe(after.all.filter((investor) => investor.matchScore >= 90).length);

      const seed = await walk({ stage: 'Seed' });
      expect(seed.first.total).toBe(after.all.filter((investor) => investor.stages.includes('Seed')).length);
      expect(seed.first.highMatchCount).toBe(seed.all.filter((investor) => investor.matchScore >= 90).length);
      const angels = await walk({ type: 'Angel' });
      expect(angels.first.total).toBe(after.all.filter((investor) => investor.type === 'Angel').length);
      const seedAngels = await walk({ stage: 'Seed', type: 'Angel' });
      expect(seedAngels.first.total).toBe(after.all.filter((investor) => investor.type === 'Angel' && investor.stages.includes('Seed')).length);
      expect(seedAngels.all.map((investor) => investor.id)).toEqual(after.all.filter((investor) => investor.type === 'Angel' && investor.stages.includes('Seed')).map((investor) => investor.id));
    });

    it('scores again when the team changes: a member joining brings the investors they added, a role change keeps them, leaving takes them', async () => {
      const lead = await verifiedFounder(auth);
      const team = await createCompany(lead);
      const angel = await verifiedFounder(auth);
      await createCompany(angel);
      const theirs = (await as(request(app).post(INVESTOR_PATHS.investors()), angel).send({ ...MY_INVESTOR, name: 'Quinn Tessaro' })).body as Investor;
      const listed = async () => ((await list(lead, { companyId: team.id, limit: INVESTORS_PAGE.max })).body as InvestorPage).total;
      expect(await listed()).toBe(samples);
      await as(request(app).post(COMPANY_MEMBERS_PATHS.invitations(team.id)), lead).send({ email: emailOf(angel.userId!), role: 'viewer' }).expect(201);
      await as(request(app).post(COMPANY_MEMBERS_PATHS.accept(auth.sent[auth.sent.length - 1].token)), angel).expect(200);
      expect(await listed()).toBe(samples + 1);
      expect(((await list(lead, { companyId: team.id, search: 'Quinn Tessaro' })).body as InvestorPage).items.map((investor) => investor.id)).toEqual([theirs.id]);
      await as(request(app).patch(COMPANY_MEMBERS_PATHS.member(team.id, angel.userId!)), lead).send({ role: 'commenter' }).expect(200);
      const [scoring] = (await app.get(DataSource).query(`SELECT "facts" FROM "ideas"."investor_scorings" WHERE "company_id" = $1`, [team.id])) as Array<{ facts: string }>;
      expect(scoring.facts).not.toBe('');
      await as(request(app).delete(COMPANY_MEMBERS_PATHS.member(team.id, angel.userId!)), angel).expect(204);
      expect(await listed()).toBe(samples);
    });

    it('saves, moves through the pipeline with notes and dates, and lists saved and pipeline investors', async () => {
      const investor = ((await list(owner, { search: 'Amara Ashgrove' })).body as InvestorPage).items[0];
      const saved = await as(request(app).patch(INVESTOR_PATHS.relation(investor.id)), owner).send({ saved: true });
      expect(saved.body).toEqual({ saved: true, appliedAt: null, pipelineStage: null, notes: '', nextStepOn: null, stageChangedAt: null });
      const moved = await as(request(app).patch(INVESTOR_PATHS.relation(investor.id)), owner).send({ pipelineStage: 'meeting', notes: 'Intro call went well.', nextStepOn: '2026-12-01' });
      expect(moved.body).toMatchObject({ saved: true, pipelineStage: 'meeting', notes: 'Intro call went well.', nextStepOn: '2026-12-01', stageChangedAt: expect.any(String) });
      const notesOnly = await as(request(app).patch(INVESTOR_PATHS.relation(investor.id)), owner).send({ notes: 'Partner meeting next.' });
      expect(notesOnly.body.stageChangedAt).toBe(moved.body.stageChangedAt);

      expect(((await list(owner, { only: 'saved' })).body as InvestorPage).items.map((item) => item.id)).toEqual([investor.id]);
      const pipeline = (await list(owner, { only: 'pipeline' })).body as InvestorPage;
      expect(pipeline.items.map((item) => [item.id, item.relation.pipelineStage, item.relation.notes])).toEqual([[investor.id, 'meeting', 'Partner meeting next.']]);
      // The stranger's company has a pipeline of its own.
      expect(((await list(stranger, { only: 'saved' })).body as InvestorPage).total).toBe(0);

      const out = await as(request(app).patch(INVESTOR_PATHS.relation(investor.id)), owner).send({ pipelineStage: null, nextStepOn: null });
      expect(out.body).toMatchObject({ pipelineStage: null, stageChangedAt: null, nextStepOn: null });
    });
  });
});
