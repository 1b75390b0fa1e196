import type { INestApplication } from '@nestjs/common';
import { STARTUP_PROFILE_PATHS, STARTUP_PROFILE_TEXT_LIMITS, type StartupProfile } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { as, createIdeasTestApp, newBrowser, signedIn, type TestCaller } from './support/ideas-test-app';

const NOT_AUTHENTICATED = { statusCode: 401, message: 'Not authenticated' };
const NOT_FOUND = { statusCode: 404, message: 'Startup profile not found' };
const EXISTS = { statusCode: 409, message: 'You already have a startup profile' };

const VISION = 'FitFuel is an app that plans meals for amateur athletes. Athletes struggle to eat well while training.';
const GUIDED = {
  companyName: 'FitFuel',
  industry: 'Healthcare',
  stage: 'Pre-Seed',
  problemStatement: 'Athletes struggle to eat well while training.',
  solutionApproach: 'An app that plans meals around the training calendar.',
  targetMarket: 'Amateur endurance athletes in Europe',
};
const ADVANCED = {
  customerPersonas: 'Marathon runner, 34, trains 5 times a week',
  marketSize: '$2.1B sports nutrition apps',
  competitorAnalysis: 'MyFitnessPal tracks calories but does not plan around training.',
  financialAssumptions: '5% of free users convert at $9.99 per month',
};

describe('startup profile', () => {
  let app: INestApplication;
  const get = (caller: TestCaller) => as(request(app).get(STARTUP_PROFILE_PATHS.profile), caller);
  const create = (caller: TestCaller, body: object) => as(request(app).post(STARTUP_PROFILE_PATHS.profile), caller).send(body);
  const patch = (caller: TestCaller, id: number | string, body: object) =>
    as(request(app).patch(STARTUP_PROFILE_PATHS.profileById(id as number)), caller).send(body);
  const storedProfiles = async () => (await app.get(DataSource).query(`SELECT count(*)::int AS count FROM "ideas"."startup_profiles"`))[0].count as number;

  beforeAll(async () => {
    app = await createIdeasTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/startup-profile', () => {
    it('answers 401 without a session, even with an owner cookie', async () => {
      const response = await get(newBrowser());
      expect(response.status).toBe(401);
      expect(response.body).toEqual(NOT_AUTHENTICATED);
    });

    it("answers null (not 404) when the caller has none, even when another user has one", async () => {
      await create(await signedIn(), { startupVision: VISION }).expect(201);
      const response = await get(await signedIn());
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.text).toBe('null');
    });

    it("answers the caller's own profile, not another's", async () => {
      const founder = await signedIn();
      const created = (await create(founder, { startupVision: VISION, companyName: 'Mine' }).expect(201)).body as StartupProfile;
      await create(await signedIn(), { startupVision: VISION, companyName: 'Theirs' }).expect(201);
      const response = await get(founder);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(created);
      expect(response.body.companyName).toBe('Mine');
    });
  });

  describe('POST /api/startup-profile', () => {
    it('answers 401 without a session and stores nothing', async () => {
      const before = await storedProfiles();
      const response = await create(newBrowser(), { startupVision: VISION });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(NOT_AUTHENTICATED);
      expect(await storedProfiles()).toBe(before);
    });

    it.each([
      ['an industry outside the list', { industry: 'SaaS' }, 'industry must be one of the following values: Technology, Healthcare, Finance, E-commerce, Education, Real Estate, Food & Beverage, Transportation, Entertainment, Energy, Manufacturing, Other'],
      ['a submit-form stage', { stage: 'Idea Stage' }, 'stage must be one of the following values: Idea, Pre-Seed, Seed, Series A, Series B, Series C+, IPO Ready'],
      ['a team size outside the list', { teamSize: '5 people' }, 'teamSize must be one of the following values: Just me, 2-3 people, 4-10 people, 11-50 people, 51-100 people, 100+ people'],
      ['a revenue model outside the business models', { revenueModel: 'Donations' }, 'revenueModel must be one of the following values: Subscription, One-time purchase, Freemium, Marketplace, Advertising, Affiliate, Licensing, Other'],
      ['an unknown phase', { currentPhase: 'done' }, 'currentPhase must be one of the following values: quick-start, guided-completion, advanced-details'],
      ['a null phase', { currentPhase: null }, 'currentPhase must be one of the following values: quick-start, guided-completion, advanced-details'],
      ['a vision that is not text', { startupVision: 42 }, 'startupVision must be a string'],
      ['a vision of 5001 characters', { startupVision: 'a'.repeat(5001) }, 'startupVision must be shorter than or equal to 5000 characters'],
      ['a company name of 121 characters', { companyName: 'a'.repeat(121) }, 'companyName must be shorter than or equal to 120 characters'],
      ['a computed figure', { completionPercentage: 100 }, 'property completionPercentage should not exist'],
      ['a user id', { userId: 1 }, 'property userId should not exist'],
    ])('answers 400 naming the field for %s, storing nothing', async (_case, body, message) => {
      const founder = await signedIn();
      const response = await create(founder, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
      expect((await get(founder).expect(200)).text).toBe('null');
    });

    it('answers 409 on a second profile and keeps the first', async () => {
      const founder = await signedIn();
      const first = (await create(founder, { startupVision: VISION }).expect(201)).body as StartupProfile;
      const second = await create(founder, { startupVision: 'Another vision entirely, long enough to count.' });
      expect(second.status).toBe(409);
      expect(second.body).toEqual(EXISTS);
      expect((await get(founder)).body).toEqual(first);
    });

    it('answers 409 to one of two racing creates', async () => {
      const founder = await signedIn();
      const statuses = (await Promise.all([create(founder, { startupVision: VISION }), create(founder, { startupVision: VISION })])).map((r) => r.status);
      expect(statuses.sort()).toEqual([201, 409]);
    });

    it('creates the profile in quick start with the computed completion, text trimmed, blanks as empty', async () => {
      const response = await create(await signedIn(), { startupVision: `  ${VISION}  `, companyName: '   ', suggestedCompanyName: 'FitFuel', suggestedIndustry: 'Healthcare' });
      expect(response.status).toBe(201);
      const profile = response.body as StartupProfile;
      expect(profile).toMatchObject({
        startupVision: VISION,
        companyName: '',
        suggestedCompanyName: 'FitFuel',
        suggestedIndustry: 'Healthcare',
        industry: '',
        customerPersonas: '',
        currentPhase: 'quick-start',
        completionPercentage: 20,
        phaseCompletions: { quickStart: true, guidedCompletion: 0, advancedDetails: 0 },
      });
      expect(profile.id).toEqual(expect.any(Number));
      expect(Object.keys(profile)).not.toContain('userId');
      expect(Object.keys(profile).sort()).toEqual(
        [...Object.keys(STARTUP_PROFILE_TEXT_LIMITS), 'industry', 'stage', 'teamSize', 'revenueModel', 'suggestedIndustry', 'id', 'currentPhase', 'completionPercentage', 'phaseCompletions', 'createdAt', 'updatedAt'].sort(),
      );
    });

    it('accepts every bound: 5000-character vision, 120-character company name', async () => {
      const response = await create(await signedIn(), { startupVision: 'v'.repeat(5000), companyName: 'c'.repeat(120) });
      expect(response.status).toBe(201);
      expect(response.body.completionPercentage).toBe(30);
    });
  });

  describe('PATCH /api/startup-profile/{id}', () => {
    let founder: TestCaller;
    let profile: StartupProfile;

    beforeAll(async () => {
      founder = await signedIn();
      profile = (await create(founder, { startupVision: VISION }).expect(201)).body as StartupProfile;
    });

    it('answers 401 without a session', async () => {
      const response = await patch(newBrowser(), profile.id, { companyName: 'Taken' });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(NOT_AUTHENTICATED);
    });

    it("answers 404 for another user's profile, a missing one or a non-id, and changes nothing", async () => {
      const outsider = await signedIn();
      await create(outsider, { startupVision: VISION }).expect(201);
      for (const id of [profile.id, 999999, 'abc', '0']) {
        const response = await patch(outsider, id, { companyName: 'Taken' });
        expect(response.status).toBe(404);
        expect(response.body).toEqual(NOT_FOUND);
      }
      expect((await get(founder)).body).toEqual(profile);
    });

    it('answers 400 naming the field and changes nothing', async () => {
      const response = await patch(founder, profile.id, { companyName: 'Fine', industry: 'Crypto' });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^industry must be one of the following values: /);
      expect((await get(founder)).body).toEqual(profile);
    });

    it('saves the guided phase (completion 80), then the advanced one (100), and can clear a field', async () => {
      const guided = await patch(founder, profile.id, { ...GUIDED, location: 'Lisbon', teamSize: '2-3 people', revenueModel: 'Freemium', currentPhase: 'guided-completion' });
      expect(guided.status).toBe(200);
      expect(guided.body).toMatchObject({
        ...GUIDED,
        startupVision: VISION,
        location: 'Lisbon',
        currentPhase: 'guided-completion',
        completionPercentage: 80,
        phaseCompletions: { quickStart: true, guidedCompletion: 100, advancedDetails: 0 },
      });

      const advanced = await patch(founder, profile.id, { ...ADVANCED, technologyStack: 'React Native', currentPhase: 'advanced-details' });
      expect(advanced.body).toMatchObject({ ...GUIDED, ...ADVANCED, currentPhase: 'advanced-details', completionPercentage: 100 });
      expect(advanced.body.phaseCompletions).toEqual({ quickStart: true, guidedCompletion: 100, advancedDetails: 100 });

      const cleared = await patch(founder, profile.id, { marketSize: '' });
      expect(cleared.body).toMatchObject({ marketSize: '', completionPercentage: 95, currentPhase: 'advanced-details' });
      expect((await get(founder)).body).toEqual(cleared.body);
    });
  });

  describe('the database holds the same bounds as the API', () => {
    it('has the column lengths of STARTUP_PROFILE_TEXT_LIMITS', async () => {
      const columns: Array<{ column: string; max: number }> = await app.get(DataSource).query(
        `SELECT column_name AS column, character_maximum_length AS max FROM information_schema.columns
          WHERE table_schema = 'ideas' AND table_name = 'startup_profiles' AND data_type = 'character varying'`,
      );
      const lengths = Object.fromEntries(columns.map(({ column, max }) => [column, max]));
      for (const [field, max] of Object.entries(STARTUP_PROFILE_TEXT_LIMITS)) {
        expect([field, lengths[field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)]]).toEqual([field, max]);
      }
    });

    it('refuses an option outside the list and a second profile of a user', async () => {
      const insert = (userId: number, industry: string) =>
        app.get(DataSource).query(`INSERT INTO "ideas"."startup_profiles" (user_id, industry, phase_completions) VALUES ($1, $2, '{}')`, [userId, industry]);
      await expect(insert(77001, 'SaaS')).rejects.toThrow(/startup_profiles_industry_check/);
      await insert(77002, 'Other');
      await expect(insert(77002, 'Other')).rejects.toThrow(/startup_profiles_user_id_key/);
    });
  });
});
