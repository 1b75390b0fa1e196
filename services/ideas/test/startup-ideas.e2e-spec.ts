import type { INestApplication } from '@nestjs/common';
import { IDEA_INDUSTRIES, IDEA_STAGES, TARGET_MARKETS } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { analyzeIdea } from '../src/domain/analyze-idea';
import { defaultFinancialInputs } from '../src/domain/financial-model-defaults';
import { ideaFactsOf } from '../src/ideas/idea-facts-of';
import { DOCUMENT_KINDS } from '../src/document-kinds/document-kinds';
import { toStartupIdeaBody } from '../src/ideas/startup-idea.response';
import { Access } from '../src/access/access.service';
import { as, createIdeasTestApp, newBrowser, signedIn, submitIdea, VALID_IDEA, type TestCaller } from './support/ideas-test-app';

describe('startup ideas', () => {
  let app: INestApplication;
  const storedIdeas = async () =>
    (await app.get(DataSource).query(`SELECT count(*)::int AS count FROM "ideas"."startup_ideas" WHERE NOT "is_demo"`))[0].count as number;
  const post = async (body: object, caller: TestCaller = newBrowser()) =>
    as(request(app).post('/api/startup-ideas'), caller).send(body);

  beforeAll(async () => {
    app = await createIdeasTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/startup-ideas rejects bad input with 400 naming the field, storing nothing', () => {
    let before: number;
    beforeEach(async () => {
      before = await storedIdeas();
    });
    afterEach(async () => {
      expect(await storedIdeas()).toBe(before);
    });

    const { name: _name, ...withoutName } = VALID_IDEA;
    const { industry: _industry, ...withoutIndustry } = VALID_IDEA;
    it.each([
      ['name is missing', withoutName, 'name should not be empty'],
      ['name is blank', { ...VALID_IDEA, name: '   ' }, 'name should not be empty'],
      ['name is not a string', { ...VALID_IDEA, name: 42 }, 'name must be a string'],
      ['email is malformed', { ...VALID_IDEA, email: 'ada@' }, 'email must be an email'],
      ['ideaTitle is blank', { ...VALID_IDEA, ideaTitle: '' }, 'ideaTitle should not be empty'],
      ['description is missing', { ...VALID_IDEA, description: undefined }, 'description should not be empty'],
      ['industry is missing', withoutIndustry, 'industry should not be empty'],
      ['stage is not a string', { ...VALID_IDEA, stage: 3 }, 'stage must be a string'],
      ['a field is unknown', { ...VALID_IDEA, ownerUserId: 7 }, 'property ownerUserId should not exist'],
      ['isDemo is sent', { ...VALID_IDEA, isDemo: true }, 'property isDemo should not exist'],
      ['an optional text is null', { ...VALID_IDEA, problemStatement: null }, 'problemStatement should not be null'],
      ['an optional choice is null', { ...VALID_IDEA, targetMarket: null }, 'targetMarket should not be null'],
    ])('when %s', async (_case, body, message) => {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it.each([
      ['name', 1, 'name must be longer than or equal to 2 characters'],
      ['name', 101, 'name must be shorter than or equal to 100 characters'],
      ['ideaTitle', 2, 'ideaTitle must be longer than or equal to 3 characters'],
      ['ideaTitle', 121, 'ideaTitle must be shorter than or equal to 120 characters'],
      ['description', 19, 'description must be longer than or equal to 20 characters'],
      ['description', 5001, 'description must be shorter than or equal to 5000 characters'],
      ['problemStatement', 19, 'problemStatement must be longer than or equal to 20 characters'],
      ['problemStatement', 5001, 'problemStatement must be shorter than or equal to 5000 characters'],
      ['solutionApproach', 19, 'solutionApproach must be longer than or equal to 20 characters'],
      ['solutionApproach', 5001, 'solutionApproach must be shorter than or equal to 5000 characters'],
      ['competitiveAdvantage', 5001, 'competitiveAdvantage must be shorter than or equal to 5000 characters'],
      ['revenueModel', 5001, 'revenueModel must be shorter than or equal to 5000 characters'],
    ])('when %s has %i characters', async (field, length, message) => {
      const response = await post({ ...VALID_IDEA, [field]: 'x'.repeat(length) });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('counts characters after trimming (a 3-character title padded with spaces is still 2 + spaces)', async () => {
      const response = await post({ ...VALID_IDEA, ideaTitle: '  ab  ' });
      expect(response.body).toEqual({ statusCode: 400, message: 'ideaTitle must be longer than or equal to 3 characters' });
    });

    it('when the email is longer than 255 characters', async () => {
      const response = await post({ ...VALID_IDEA, email: `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(58)}.com` });
      expect(response.body).toEqual({ statusCode: 400, message: 'email must be shorter than or equal to 255 characters' });
    });

    it.each([
      ['industry', 'Crypto', `industry must be one of the following values: ${IDEA_INDUSTRIES.join(', ')}`],
      ['industry', 'technology', `industry must be one of the following values: ${IDEA_INDUSTRIES.join(', ')}`],
      ['stage', 'Series A', `stage must be one of the following values: ${IDEA_STAGES.join(', ')}`],
      ['targetMarket', 'B2B', `targetMarket must be one of the following values: ${TARGET_MARKETS.join(', ')}`],
    ])('when %s is %p, outside the option list', async (field, value, message) => {
      const response = await post({ ...VALID_IDEA, [field]: value });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('names every bad field at once', async () => {
      const response = await post({ ...VALID_IDEA, name: 'A', ideaTitle: 'x'.repeat(121), stage: 'Later' });
      expect(response.body).toEqual({
        statusCode: 400,
        message: `name must be longer than or equal to 2 characters; ideaTitle must be shorter than or equal to 120 characters; stage must be one of the following values: ${IDEA_STAGES.join(', ')}`,
      });
    });
  });

  describe('POST /api/startup-ideas accepts every bound and every option', () => {
    it.each([
      ['name', 2],
      ['name', 100],
      ['ideaTitle', 3],
      ['ideaTitle', 120],
      ['description', 20],
      ['description', 5000],
      ['problemStatement', 20],
      ['problemStatement', 5000],
      ['solutionApproach', 20],
      ['solutionApproach', 5000],
      ['competitiveAdvantage', 5000],
      ['revenueModel', 5000],
    ])('%s of %i characters', async (field, length) => {
      const response = await post({ ...VALID_IDEA, [field]: 'x'.repeat(length) });
      expect(response.status).toBe(201);
      expect(response.body[field]).toBe('x'.repeat(length));
    });

    it('an email of 254 characters', async () => {
      const email = `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(56)}.com`;
      expect(email).toHaveLength(254);
      const response = await post({ ...VALID_IDEA, email });
      expect(response.status).toBe(201);
    });

    it.each(IDEA_INDUSTRIES.map((value) => ['industry', value]).concat(IDEA_STAGES.map((value) => ['stage', value]), TARGET_MARKETS.map((value) => ['targetMarket', value])))(
      '%s %p',
      async (field, value) => {
        const response = await post({ ...VALID_IDEA, [field]: value });
        expect(response.status).toBe(201);
        expect(response.body[field]).toBe(value);
      },
    );

    it('without the optional fields, stored as absent and returned as empty strings', async () => {
      const response = await post({
        name: 'Grace',
        email: 'grace@example.com',
        ideaTitle: 'Compiler Club',
        description: 'Teaching compilers to teenagers through games.',
        industry: 'Education',
        stage: 'Idea Stage',
        targetMarket: '',
        problemStatement: '  ',
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ targetMarket: '', problemStatement: '', solutionApproach: '', competitiveAdvantage: '', revenueModel: '' });
      const [row] = await app.get(DataSource).query(
        `SELECT target_market, problem_statement, solution_approach, competitive_advantage, revenue_model FROM "ideas"."startup_ideas" WHERE id = $1`,
        [response.body.id],
      );
      expect(row).toEqual({ target_market: null, problem_statement: null, solution_approach: null, competitive_advantage: null, revenue_model: null });
    });
  });

  describe('POST /api/startup-ideas stores the idea with its analysis', () => {
    it('answers 201 with the idea, trimmed, the email lower-cased, the analysis complete', async () => {
      const response = await post({ ...VALID_IDEA, name: '  Ada Lovelace ', email: ' ADA@Example.com ' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        ...VALID_IDEA,
        id: expect.any(Number),
        email: 'ada@example.com',
        // Not chosen: the title's first words, the currency of the stated price, no country named.
        companyName: 'LoomLedger',
        currency: 'USD',
        country: null,
        analysis: expect.any(Object),
        validationScore: expect.any(Number),
        analysisStatus: 'complete',
        businessPlan: null,
        businessPlanStatus: null,
        pitchDeck: null,
        pitchDeckStatus: null,
        financialModel: null,
        financialModelStatus: null,
        marketResearch: null,
        marketResearchStatus: null,
        figuresOutOfDate: [],
        figureChanges: {},
        isDemo: false,
        role: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(response.body.analysis).toEqual(analyzeIdea(ideaFactsOf(VALID_IDEA)));
      expect(response.body.validationScore).toBe(response.body.analysis.validationScore);
    });

    it("scores by the spec: industry base, +10 with problem and solution, + 0-9 from the idea; the market figure every document quotes", async () => {
      const withBoth = await post({ ...VALID_IDEA, industry: 'Education' });
      expect(withBoth.body.validationScore).toBeGreaterThanOrEqual(85);
      expect(withBoth.body.validationScore).toBeLessThanOrEqual(94);
      const { problemStatement: _p, ...withoutProblem } = VALID_IDEA;
      const withoutBoth = await post({ ...withoutProblem, industry: 'Education' });
      expect(withoutBoth.body.validationScore).toBeGreaterThanOrEqual(75);
      expect(withoutBoth.body.validationScore).toBeLessThanOrEqual(84);
      const other = await post({ ...VALID_IDEA, industry: 'Blockchain' });
      expect(other.body.validationScore).toBeGreaterThanOrEqual(80);
      expect(other.body.validationScore).toBeLessThanOrEqual(89);
      // Education's published market (HolonIQ) in the idea's currency, not the spec's fixed '$2.5B - $10B' (docs/decisions.md).
      expect(withBoth.body.analysis.marketPotential).toEqual({ size: '$250.0B', growth: '13% a year', competition: 'Moderate to High' });
      const { feasibility, confidenceScore, riskLevel, validationScore } = withBoth.body.analysis;
      expect(feasibility.technical).toBeGreaterThanOrEqual(70);
      expect(feasibility.technical).toBeLessThanOrEqual(99);
      expect(feasibility.financial).toBeGreaterThanOrEqual(65);
      expect(feasibility.financial).toBeLessThanOrEqual(89);
      expect(feasibility.market).toBeGreaterThanOrEqual(60);
      expect(feasibility.market).toBeLessThanOrEqual(94);
      expect(confidenceScore).toBeGreaterThanOrEqual(75);
      expect(confidenceScore).toBeLessThanOrEqual(94);
      expect(riskLevel).toBe(validationScore > 80 ? 'low' : 'medium');
    });

    it('gives the same idea the same analysis every time, and a reload shows it unchanged', async () => {
      const browser = newBrowser();
      const first = await post(VALID_IDEA, browser);
      const second = await post(VALID_IDEA, browser);
      expect(second.body.analysis).toEqual(first.body.analysis);
      const reloaded = await as(request(app).get(`/api/ideas/${first.body.id}`), browser);
      expect(reloaded.body.analysis).toEqual(first.body.analysis);
      expect(reloaded.body.validationScore).toBe(first.body.validationScore);
    });

    it('writes the idea once, with its analysis, as complete (the column default stays pending)', async () => {
      const dataSource = app.get(DataSource);
      await dataSource.query(`CREATE TABLE "ideas"."test_status_log" ("idea_id" integer, "operation" text, "status" text, "has_analysis" boolean)`);
      await dataSource.query(`
        CREATE FUNCTION "ideas"."test_log_status"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO "ideas"."test_status_log" VALUES (NEW.id, TG_OP, NEW.analysis_status, NEW.analysis IS NOT NULL);
          RETURN NEW;
        END $$`);
      await dataSource.query(
        `CREATE TRIGGER "test_log_status" AFTER INSERT OR UPDATE ON "ideas"."startup_ideas" FOR EACH ROW EXECUTE FUNCTION "ideas"."test_log_status"()`,
      );
      try {
        const idea = await submitIdea(app, newBrowser());
        expect(await dataSource.query(`SELECT "operation", "status", "has_analysis" FROM "ideas"."test_status_log" WHERE "idea_id" = $1`, [idea.id])).toEqual([
          { operation: 'INSERT', status: 'complete', has_analysis: true },
        ]);
        expect(
          await dataSource.query(
            `SELECT column_default FROM information_schema.columns WHERE table_schema = 'ideas' AND table_name = 'startup_ideas' AND column_name = 'analysis_status'`,
          ),
        ).toEqual([{ column_default: "'pending'::character varying" }]);
      } finally {
        await dataSource.query(`DROP TRIGGER "test_log_status" ON "ideas"."startup_ideas"`);
        await dataSource.query(`DROP FUNCTION "ideas"."test_log_status"()`);
        await dataSource.query(`DROP TABLE "ideas"."test_status_log"`);
      }
    });
  });

  describe('the owner cookie', () => {
    it('is set for an anonymous browser without one: HttpOnly, SameSite=Lax, a year, not Secure over HTTP', async () => {
      const response = await request(app).post('/api/startup-ideas').send(VALID_IDEA);
      expect(response.status).toBe(201);
      const cookie = response.headers['set-cookie'] as unknown as string[];
      expect(cookie).toHaveLength(1);
      expect(cookie[0]).toMatch(/^founder_owner=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}; Path=\/api; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
      const browserId = cookie[0].split(';')[0].split('=')[1];
      const [row] = await app.get(DataSource).query(`SELECT owner_browser_id, owner_user_id FROM "ideas"."startup_ideas" WHERE id = $1`, [response.body.id]);
      expect(row).toEqual({ owner_browser_id: browserId, owner_user_id: null });
      const reloaded = await as(request(app).get(`/api/ideas/${response.body.id}`), { browserId });
      expect(reloaded.status).toBe(200);
    });

    it('is Secure when the browser came over HTTPS (X-Forwarded-Proto from the gateway)', async () => {
      const response = await request(app).post('/api/startup-ideas').set('x-forwarded-proto', 'https').send(VALID_IDEA);
      expect(response.headers['set-cookie']?.[0]).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    });

    it('is not set again for a browser that has one; the idea joins that browser', async () => {
      const browser = newBrowser();
      const response = await post(VALID_IDEA, browser);
      expect(response.headers['set-cookie']).toBeUndefined();
      const [row] = await app.get(DataSource).query(`SELECT owner_browser_id FROM "ideas"."startup_ideas" WHERE id = $1`, [response.body.id]);
      expect(row.owner_browser_id).toBe(browser.browserId);
    });

    it('is replaced when the cookie holds something we never set', async () => {
      const response = await request(app).post('/api/startup-ideas').set('cookie', 'founder_owner=not-a-uuid').send(VALID_IDEA);
      expect(response.status).toBe(201);
      expect(response.headers['set-cookie']?.[0]).toMatch(/^founder_owner=[0-9a-f-]{36};/);
    });

    it('is not set for a signed-in user, who owns the idea', async () => {
      const user = await signedIn();
      const response = await post(VALID_IDEA, user);
      expect(response.status).toBe(201);
      expect(response.headers['set-cookie']).toBeUndefined();
      const [row] = await app.get(DataSource).query(`SELECT owner_browser_id, owner_user_id FROM "ideas"."startup_ideas" WHERE id = $1`, [response.body.id]);
      expect(row).toEqual({ owner_browser_id: null, owner_user_id: user.userId });
    });
  });

  describe('GET /api/ideas/{id}', () => {
    it('answers the owner with the idea as created', async () => {
      const browser = newBrowser();
      const created = await submitIdea(app, browser);
      const response = await as(request(app).get(`/api/ideas/${created.id}`), browser);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(created);
    });

    it('answers byte for byte what the parsed idea serializes to, with documents and with a financial model', async () => {
      const browser = newBrowser();
      const created = await submitIdea(app, browser);
      const caller = { userId: null, browserId: browser.browserId! };
      const parsedAnswer = async () => JSON.stringify(toStartupIdeaBody(await app.get(Access).requireAccess(caller, 'idea.read', created.id), DOCUMENT_KINDS, null));
      const answer = async () => {
        const response = await as(request(app).get(`/api/ideas/${created.id}`), browser);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        return response.text;
      };
      expect(await answer()).toBe(await parsedAnswer());
      for (const kind of ['business-plan', 'pitch-deck']) expect((await as(request(app).post(`/api/startup-ideas/${created.id}/${kind}`), browser).send({})).status).toBe(200);
      expect(await answer()).toBe(await parsedAnswer());
      const view = await app.get(Access).requireAccess(caller, 'idea.read', created.id);
      const inputs = { ...defaultFinancialInputs(ideaFactsOf(view)), industry: view.industry, stage: view.stage };
      expect((await as(request(app).post(`/api/startup-ideas/${created.id}/financial-model`), browser).send(inputs)).status).toBe(200);
      const withModel = await answer();
      expect(JSON.parse(withModel).financialModel).not.toBeNull();
      expect(withModel).toBe(await parsedAnswer());
    });

    it.each(['abc', '0', '1.5', '-3', '99999999999', '2147483648'])('answers 404 for an id that cannot exist (%s)', async (id) => {
      const response = await as(request(app).get(`/api/ideas/${id}`), newBrowser());
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Idea not found' });
    });

    it('answers 404 for an id that does not exist', async () => {
      const response = await as(request(app).get('/api/ideas/2147483647'), newBrowser());
      expect(response.body).toEqual({ statusCode: 404, message: 'Idea not found' });
    });
  });

  describe('GET /api/ideas?email=', () => {
    it("lists the caller's ideas with that email (any case), newest first", async () => {
      const browser = newBrowser();
      const first = await submitIdea(app, browser, { email: 'list@example.com', ideaTitle: 'First idea' });
      const second = await submitIdea(app, browser, { email: 'LIST@example.com', ideaTitle: 'Second idea' });
      await submitIdea(app, browser, { email: 'other@example.com' });
      const response = await as(request(app).get('/api/ideas').query({ email: 'List@Example.com' }), browser);
      expect(response.status).toBe(200);
      expect(response.body.items.map((idea: { id: number }) => idea.id)).toEqual([second.id, first.id]);
      // A summary, never the whole idea (issue 16).
      expect(response.body.items[0]).toEqual({
        id: second.id,
        ideaTitle: 'Second idea',
        description: second['description'],
        industry: second['industry'],
        stage: second['stage'],
        validationScore: second['validationScore'],
        createdAt: second['createdAt'],
        documents: [],
        companyName: null,
      });
      expect(response.body.nextCursor).toBeNull();
    });

    it('answers no items for an email with no ideas of the caller', async () => {
      const response = await as(request(app).get('/api/ideas').query({ email: 'nobody@example.com' }), newBrowser());
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ items: [], nextCursor: null });
    });

    it('answers 400 with a blank or a malformed email', async () => {
      const blank = await request(app).get('/api/ideas?email=');
      expect(blank.status).toBe(400);
      expect(blank.body).toEqual({ statusCode: 400, message: 'email should not be empty' });
      const malformed = await request(app).get('/api/ideas?email=nope');
      expect(malformed.body).toEqual({ statusCode: 400, message: 'email must be an email' });
    });
  });

  describe('the database holds the same bounds as the API', () => {
    const insert = (values: Record<string, unknown>) => {
      const row = {
        name: 'Ada',
        email: 'ada@example.com',
        idea_title: 'Valid title',
        description: 'A description that is long enough.',
        industry: 'SaaS',
        stage: 'Idea Stage',
        owner_browser_id: '6f1c2b9e-8a4d-4c3e-9b2a-1d2e3f4a5b6c',
        ...values,
      };
      const columns = Object.keys(row);
      return app
        .get(DataSource)
        .query(`INSERT INTO "ideas"."startup_ideas" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(row));
    };

    it.each([
      ['a 2-character title', { idea_title: 'ab' }, /startup_ideas_idea_title_check/],
      ['a 121-character title', { idea_title: 'x'.repeat(121) }, /value too long for type character varying\(120\)/],
      ['a 19-character description', { description: 'x'.repeat(19) }, /startup_ideas_description_check/],
      ['an industry outside the list', { industry: 'Crypto' }, /startup_ideas_industry_check/],
      ['a stage outside the list', { stage: 'Series A' }, /startup_ideas_stage_check/],
      ['a target market outside the list', { target_market: 'B2B' }, /startup_ideas_target_market_check/],
      ['an upper-case email', { email: 'Ada@example.com' }, /startup_ideas_email_check/],
      ['an idea without an owner', { owner_browser_id: null }, /startup_ideas_owner_check/],
      ['a complete analysis status without an analysis', { analysis_status: 'complete' }, /startup_ideas_complete_analysis_check/],
      ['an unknown analysis status', { analysis_status: 'done' }, /startup_ideas_analysis_status_check/],
    ])('refuses %s', async (_case, values, error) => {
      await expect(insert(values)).rejects.toThrow(error);
    });

    it('has the column lengths of IDEA_FIELD_LIMITS', async () => {
      const columns = await app.get(DataSource).query(
        `SELECT column_name, character_maximum_length AS max FROM information_schema.columns
          WHERE table_schema = 'ideas' AND table_name = 'startup_ideas' AND data_type = 'character varying' ORDER BY column_name`,
      );
      expect(Object.fromEntries(columns.map((column: { column_name: string; max: number }) => [column.column_name, column.max]))).toEqual({
        analysis_status: 20,
        company_name: 60,
        competitive_advantage: 5000,
        country: 2,
        currency: 3,
        description: 5000,
        email: 255,
        idea_title: 120,
        industry: 40,
        name: 100,
        problem_statement: 5000,
        revenue_model: 5000,
        solution_approach: 5000,
        stage: 40,
        target_market: 60,
      });
    });
  });
});
