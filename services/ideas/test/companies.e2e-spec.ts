import type { INestApplication } from '@nestjs/common';
import { COMPANIES_PATHS, COMPANY_INDUSTRIES, COMPANY_STAGES, COMPANY_TEAM_SIZES, COMPANY_THEMES, type Company, type CursorPage } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { ONBOARDED_COMPANY } from '../src/domain/company-work/company-facts.fixtures';
import { as, createIdeasTestApp, signedIn, submitIdea, type TestCaller } from './support/ideas-test-app';

const VALID_COMPANY = ONBOARDED_COMPANY;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe('companies', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let stranger: TestCaller;
  let company: Company;
  const stored = async () => (await app.get(DataSource).query(`SELECT count(*)::int AS count FROM "ideas"."companies"`))[0].count as number;
  const create = async (caller: TestCaller, body: object = VALID_COMPANY) => as(request(app).post(COMPANIES_PATHS.companies), caller).send(body);

  beforeAll(async () => {
    app = await createIdeasTestApp();
    owner = await signedIn();
    stranger = await signedIn();
    company = (await create(owner)).body as Company;
  });

  afterAll(async () => {
    await app.close();
  });

  describe('requires a signed-in founder (401)', () => {
    it.each([
      ['POST', COMPANIES_PATHS.companies],
      ['GET', COMPANIES_PATHS.companies],
      ['GET', '/api/companies/1'],
      ['PATCH', '/api/companies/1'],
      ['POST', '/api/companies/1/work/company-profile'],
      ['PUT', '/api/companies/1/logo'],
      ['GET', '/api/companies/1/logo'],
    ])('%s %s', async (method, path) => {
      const response = await request(app)[method.toLowerCase() as 'get'](path).send({});
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });
  });

  describe("answers 404 for another founder's company, exactly like a missing one", () => {
    it.each([
      ['GET', ''],
      ['PATCH', ''],
      ['POST', '/work/company-profile'],
      ['PUT', '/logo'],
      ['GET', '/logo'],
    ])('%s', async (method, rest) => {
      const path = `${COMPANIES_PATHS.company(company.id)}${rest}`;
      const response = await as(request(app)[method.toLowerCase() as 'get'](path), stranger).send({ companyName: 'Taken over' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Company not found' });
    });

    it('does not list it', async () => {
      const response = await as(request(app).get(COMPANIES_PATHS.companies), stranger);
      expect(response.body).toEqual({ items: [], nextCursor: null });
    });

    it('answers 404 for a missing or malformed id', async () => {
      for (const id of ['999999', 'abc', '0']) {
        const response = await as(request(app).get(`/api/companies/${id}`), owner);
        expect(response.body).toEqual({ statusCode: 404, message: 'Company not found' });
      }
    });
  });

  describe('rejects bad input with 400 naming the field, storing nothing', () => {
    it.each([
      ['industry', 'Finance', `industry must be one of the following values: ${COMPANY_INDUSTRIES.join(', ')}`],
      ['stage', 'Launched', `stage must be one of the following values: ${COMPANY_STAGES.join(', ')}`],
      ['teamSize', 'Just me', `teamSize must be one of the following values: ${COMPANY_TEAM_SIZES.join(', ')}`],
      ['theme', 'Eco', `theme must be one of the following values: ${COMPANY_THEMES.join(', ')}`],
    ])('when %s is %p, outside its list', async (field, value, message) => {
      const before = await stored();
      const response = await create(owner, { ...VALID_COMPANY, [field]: value });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
      expect(await stored()).toBe(before);
    });

    it.each([
      ['companyName', 1, 'companyName must be longer than or equal to 2 characters'],
      ['companyName', 101, 'companyName must be shorter than or equal to 100 characters'],
      ['description', 19, 'description must be longer than or equal to 20 characters'],
      ['description', 2001, 'description must be shorter than or equal to 2000 characters'],
      ['location', 1, 'location must be longer than or equal to 2 characters'],
      ['location', 101, 'location must be shorter than or equal to 100 characters'],
    ])('when %s has %i characters', async (field, length, message) => {
      const response = await create(owner, { ...VALID_COMPANY, [field]: 'x'.repeat(length) });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it.each([
      [{ companyName: null }, 'companyName should not be empty'],
      [{ theme: null }, 'theme should not be null'],
      [{ companyData: null }, 'companyData should not be null'],
      [{ companyData: { tagline: null } }, 'companyData.tagline should not be null'],
      [{ companyData: { website: null } }, 'companyData.website should not be null'],
    ])('when an optional field is null %p, on create and on change', async (fields, message) => {
      const before = await stored();
      expect((await create(owner, { ...VALID_COMPANY, ...fields })).body).toEqual({ statusCode: 400, message });
      expect(await stored()).toBe(before);
      expect((await as(request(app).patch(COMPANIES_PATHS.company(company.id)), owner).send(fields)).body).toEqual({ statusCode: 400, message });
    });

    it('when workflowProgress is null on change', async () => {
      const response = await as(request(app).patch(COMPANIES_PATHS.company(company.id)), owner).send({ workflowProgress: null });
      expect(response.body).toEqual({ statusCode: 400, message: 'workflowProgress should not be null' });
    });

    it('when a required field is missing', async () => {
      const { teamSize: _left, ...rest } = VALID_COMPANY;
      const response = await create(owner, rest);
      expect(response.body).toEqual({ statusCode: 400, message: 'teamSize should not be empty' });
    });

    it('when companyData or workflowProgress leave their schema', async () => {
      const unknown = await create(owner, { ...VALID_COMPANY, companyData: { plan: { deep: { deeper: 1 } } } });
      expect(unknown.body).toEqual({ statusCode: 400, message: 'property plan should not exist' });
      const long = await create(owner, { ...VALID_COMPANY, companyData: { tagline: 'x'.repeat(161) } });
      expect(long.body).toEqual({ statusCode: 400, message: 'companyData.tagline must be shorter than or equal to 160 characters' });
      const path = COMPANIES_PATHS.company(company.id);
      const badModule = await as(request(app).patch(path), owner).send({ workflowProgress: { modules: { 'rocket-science': { started: true, tasksDone: [] } } } });
      expect(badModule.body).toEqual({ statusCode: 400, message: 'property rocket-science should not exist' });
      const badTask = await as(request(app).patch(path), owner).send({ workflowProgress: { modules: { 'business-strategy': { started: true, tasksDone: [3] } } } });
      expect(badTask.body).toEqual({ statusCode: 400, message: 'each value in tasksDone must not be greater than 2' });
      const steps = await as(request(app).patch(path), owner).send({ workflowProgress: { modules: {}, steps: { setup: 100 } } });
      expect(steps.body).toEqual({ statusCode: 400, message: 'property steps should not exist' });
    });

    it("when companyData.ideaId is not one of the founder's ideas", async () => {
      const idea = await submitIdea(app, stranger);
      const response = await create(owner, { ...VALID_COMPANY, companyData: { ideaId: idea.id } });
      expect(response.body).toEqual({ statusCode: 400, message: 'companyData.ideaId must be one of your ideas' });
    });

    it('when the logo is not a PNG or JPEG by its bytes, whatever its name', async () => {
      const response = await as(request(app).put(COMPANIES_PATHS.logo(company.id)), owner)
        .attach('logo', Buffer.from('plain text pretending to be a picture'), { filename: 'logo.png', contentType: 'image/png' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'logo must be a PNG or JPEG image' });
    });

    it('when the logo is over 5 MB (413)', async () => {
      const sixMegabytes = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
      const response = await as(request(app).put(COMPANIES_PATHS.logo(company.id)), owner)
        .attach('logo', sixMegabytes, { filename: 'logo.png', contentType: 'image/png' });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ statusCode: 413, message: 'logo must be at most 5 MB' });
    });

    it('when no logo file is sent', async () => {
      const response = await as(request(app).put(COMPANIES_PATHS.logo(company.id)), owner).send({});
      expect(response.body).toEqual({ statusCode: 400, message: 'logo is required' });
    });
  });

  describe('refuses to move a locked module (409)', () => {
    it('cannot start or tick marketing-intelligence before business-strategy is completed', async () => {
      const start = await as(request(app).post(COMPANIES_PATHS.work(company.id, 'marketing-intelligence')), owner);
      expect(start.status).toBe(409);
      expect(start.body).toEqual({ statusCode: 409, message: 'Marketing Intelligence is locked: it waits for Business Strategy' });
      const tick = await as(request(app).patch(COMPANIES_PATHS.company(company.id)), owner)
        .send({ workflowProgress: { modules: { 'pitch-deck': { started: true, tasksDone: [0] } } } });
      expect(tick.body).toEqual({ statusCode: 409, message: 'Pitch Deck is locked: it waits for Business Strategy and Marketing Intelligence' });
    });
  });

  describe('happy path', () => {
    it('creates a company owned by the caller, theme modern by default, progress at the spec figures', () => {
      expect(company).toEqual({
        id: expect.any(Number),
        ...VALID_COMPANY,
        theme: 'modern',
        logoUrl: null,
        companyData: {},
        workflowProgress: {
          steps: { setup: 75, strategy: 45, product: 35, financial: 0, marketing: 0, legal: 0, launch: 0 },
          modules: {},
          work: {},
        },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        role: 'owner',
      });
    });

    it('lists, reads and changes it', async () => {
      expect((await as(request(app).get(COMPANIES_PATHS.companies), owner)).body.items.map((c: Company) => c.id)).toEqual([company.id]);
      const idea = await submitIdea(app, owner);
      const changed = await as(request(app).patch(COMPANIES_PATHS.company(company.id)), owner)
        .send({ theme: 'green', companyData: { ideaId: idea.id, tagline: 'Books for weavers' } });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ theme: 'green', companyName: 'LoomLedger', companyData: { ideaId: idea.id, tagline: 'Books for weavers' } });
      const read = await as(request(app).get(COMPANIES_PATHS.company(company.id)), owner);
      expect(read.body.theme).toBe('green');
    });

    it('an AI tool writes a piece from the company and its idea, keeps it, and raises the step by 10 (company) or 15 (strategy)', async () => {
      const tool = await as(request(app).post(COMPANIES_PATHS.work(company.id, 'legal-checklist')), owner);
      expect(tool.status).toBe(200);
      const piece = tool.body.workflowProgress.work['legal-checklist'];
      expect(piece.title).toBe('LoomLedger: legal checklist');
      expect(piece.sections[0].lines[0]).toBe('Incorporate as a private limited company (Ltd) registered at Companies House.');
      expect(tool.body.workflowProgress.steps.legal).toBe(15);
      const profile = await as(request(app).post(COMPANIES_PATHS.work(company.id, 'company-profile')), owner);
      expect(profile.body.workflowProgress.steps.setup).toBe(85);
      const again = await as(request(app).post(COMPANIES_PATHS.work(company.id, 'company-profile')), owner);
      const third = await as(request(app).post(COMPANIES_PATHS.work(company.id, 'company-profile')), owner);
      expect([again.body.workflowProgress.steps.setup, third.body.workflowProgress.steps.setup]).toEqual([95, 100]);
      const canvas = await as(request(app).post(COMPANIES_PATHS.work(company.id, 'strategy-canvas')), owner);
      expect(canvas.body.workflowProgress.work['strategy-canvas'].sections[0]).toEqual({ heading: 'Customer segment', lines: ['SMB (Small-Medium Business).'] });
      expect(canvas.body.workflowProgress.steps.strategy).toBe(60);
    });

    it('completing business-strategy makes marketing-intelligence available to start', async () => {
      const start = await as(request(app).post(COMPANIES_PATHS.work(company.id, 'business-strategy')), owner);
      expect(start.body.workflowProgress.modules['business-strategy']).toEqual({ started: true, tasksDone: [] });
      expect(start.body.workflowProgress.work['business-strategy'].title).toBe('Business Strategy for LoomLedger');
      await as(request(app).patch(COMPANIES_PATHS.company(company.id)), owner)
        .send({ workflowProgress: { modules: { 'business-strategy': { started: true, tasksDone: [0, 1, 2] } } } })
        .expect(200);
      const next = await as(request(app).post(COMPANIES_PATHS.work(company.id, 'marketing-intelligence')), owner);
      expect(next.status).toBe(200);
      expect(next.body.workflowProgress.modules).toEqual({
        'business-strategy': { started: true, tasksDone: [0, 1, 2] },
        'marketing-intelligence': { started: true, tasksDone: [] },
      });
    });

    it('stores a PNG logo and serves it to its owner only', async () => {
      const upload = await as(request(app).put(COMPANIES_PATHS.logo(company.id)), owner).attach('logo', PNG, { filename: 'anything.bin' });
      expect(upload.status).toBe(200);
      expect(upload.body.logoUrl).toMatch(new RegExp(`^/api/companies/${company.id}/logo\\?v=\\d+$`));
      const image = await as(request(app).get(COMPANIES_PATHS.logo(company.id)), owner).buffer(true);
      expect(image.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
    });

    it('lists at most 50 companies, 20 by default, newest first, and walks the pages with the cursor', async () => {
      const many = await signedIn();
      for (let index = 0; index < 52; index += 1) await create(many);
      const list = async (query = '') => (await as(request(app).get(`${COMPANIES_PATHS.companies}${query}`), many).expect(200)).body as CursorPage<Company>;
      expect((await list()).items).toHaveLength(20);
      expect((await list('?limit=500')).items).toHaveLength(50);
      const first = await list('?limit=30');
      const second = await list(`?limit=30&cursor=${first.nextCursor}`);
      expect(second.items).toHaveLength(22);
      expect(second.nextCursor).toBeNull();
      const ids = [...first.items, ...second.items].map((company) => company.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(new Set(ids).size).toBe(52);
      expect((await as(request(app).get(`${COMPANIES_PATHS.companies}?cursor=nope!`), many)).body).toEqual({ statusCode: 400, message: 'cursor must be the nextCursor of a previous page' });
    });
  });
});
