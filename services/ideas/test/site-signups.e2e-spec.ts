import type { INestApplication } from '@nestjs/common';
import { COMPANIES_PATHS, SITE_SIGNUPS_PAGE, SITE_SIGNUPS_PATHS, SITES_PATHS, type Company, type CursorPage, type Site, type SiteSignUp } from '@founder/contracts';
import { expectOpenApiAnswer, request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { ONBOARDED_COMPANY } from '../src/domain/company-work/company-facts.fixtures';
import { as, createIdeasTestApp, signedIn, type TestCaller } from './support/ideas-test-app';

// Each visitor signs up from an address of its own (TEST-NET-3, unused by the other suites): the form allows 10 an hour per address.
let nextVisitorAddress = 1;
const visitorAddress = () => `203.0.113.${100 + nextVisitorAddress++}`;

describe('site sign-ups: the early-access list of a published site, for its owner only', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let stranger: TestCaller;
  let company: Company;
  let strangersCompany: Company;
  let slug: string;
  let strangersSlug: string;

  const createCompany = async (caller: TestCaller, companyName: string) =>
    (await as(request(app).post(COMPANIES_PATHS.companies), caller).send({ ...ONBOARDED_COMPANY, companyName })).body as Company;
  const publishAt = async (caller: TestCaller, companyId: number, address: string) => {
    const draft = (await as(request(app).get(SITES_PATHS.site(companyId)), caller)).body as Site;
    await as(request(app).put(SITES_PATHS.site(companyId)), caller).send({ template: draft.template, sections: draft.sections, slug: address, hostingPlan: draft.hostingPlan }).expect(200);
    await as(request(app).put(SITES_PATHS.publication(companyId)), caller).expect(200);
  };
  const signUp = (address: string, email: string) => request(app).post(SITES_PATHS.signUp(address)).set('x-forwarded-for', visitorAddress()).type('form').send({ email }).expect(303);
  const list = async (caller: TestCaller, companyId: number, query = '') =>
    (await as(request(app).get(`${SITE_SIGNUPS_PATHS.list(companyId)}${query}`), caller).expect(200)).body as CursorPage<SiteSignUp>;

  beforeAll(async () => {
    app = await createIdeasTestApp();
    owner = await signedIn();
    stranger = await signedIn();
    company = await createCompany(owner, `Signup Owner ${owner.userId}`);
    strangersCompany = await createCompany(stranger, `Signup Stranger ${stranger.userId}`);
    slug = `list-${owner.userId}`;
    strangersSlug = `list-${stranger.userId}`;
    await publishAt(owner, company.id, slug);
    await publishAt(stranger, strangersCompany.id, strangersSlug);
  });

  afterAll(async () => {
    await app.close();
  });

  describe('requires a signed-in founder (401)', () => {
    it.each([SITE_SIGNUPS_PATHS.list(1), SITE_SIGNUPS_PATHS.csv(1)])('GET %s', async (path) => {
      const response = await request(app).get(path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });
  });

  describe("answers 404 for another founder's company, never its visitors", () => {
    it.each([
      ['the list', (id: number) => SITE_SIGNUPS_PATHS.list(id)],
      ['the CSV', (id: number) => SITE_SIGNUPS_PATHS.csv(id)],
    ])('%s', async (_name, path) => {
      await signUp(slug, `only-for-owner-${owner.userId}@example.com`);
      const response = await as(request(app).get(path(company.id)), stranger);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Company not found' });
      expect(response.text).not.toContain('only-for-owner');
    });
  });

  describe('rejects bad input with 400 naming the field', () => {
    it.each([
      ['?limit=0', 'limit must not be less than 1'],
      ['?limit=many', 'limit must be an integer number'],
      ['?cursor=nope!', 'cursor must be the nextCursor of a previous page'],
    ])('%s', async (query, message) => {
      const response = await as(request(app).get(`${SITE_SIGNUPS_PATHS.list(company.id)}${query}`), owner);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });
  });

  // Reading a list changes nothing, so there is no conflict to answer (409).

  describe('happy path', () => {
    let emails: string[];

    beforeAll(async () => {
      await app.get(DataSource).query(`DELETE FROM "ideas"."site_signups" WHERE company_id = $1`, [company.id]);
      emails = [`grace-${owner.userId}@example.com`, `=cmd-${owner.userId}@example.com`, `+ada-${owner.userId}@example.com`];
      for (const email of emails) await signUp(slug, email);
      await signUp(strangersSlug, `strangers-fan-${stranger.userId}@example.com`);
    });

    it('lists email, date and source page, newest first', async () => {
      const answer = await expectOpenApiAnswer(app, await as(request(app).get(SITE_SIGNUPS_PATHS.list(company.id)), owner), 200);
      const page = answer.body as CursorPage<SiteSignUp>;
      expect(page.nextCursor).toBeNull();
      expect(page.items.map(({ email, sourcePage }) => ({ email, sourcePage }))).toEqual([...emails].reverse().map((email) => ({ email, sourcePage: `/sites/${slug}` })));
      const dates = page.items.map((item) => item.signedUpAt);
      expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(date))).toBe(true);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('walks the pages with the cursor', async () => {
      const first = await list(owner, company.id, '?limit=2');
      expect(first.items.map((item) => item.email)).toEqual([emails[2], emails[1]]);
      const second = await list(owner, company.id, `?limit=2&cursor=${first.nextCursor}`);
      expect(second.items.map((item) => item.email)).toEqual([emails[0]]);
      expect(second.nextCursor).toBeNull();
    });

    it(`answers at most ${SITE_SIGNUPS_PAGE.max}, ${SITE_SIGNUPS_PAGE.default} unless asked`, async () => {
      const big = await signedIn();
      const bigCompany = await createCompany(big, `Signup Crowd ${big.userId}`);
      await publishAt(big, bigCompany.id, `crowd-${big.userId}`);
      await app.get(DataSource).query(
        `INSERT INTO "ideas"."site_signups" ("company_id", "email", "source_page") SELECT $1, 'fan' || n || '@example.com', $2 FROM generate_series(1, 205) n`,
        [bigCompany.id, `/sites/crowd-${big.userId}`],
      );
      expect((await list(big, bigCompany.id)).items).toHaveLength(SITE_SIGNUPS_PAGE.default);
      expect((await list(big, bigCompany.id, '?limit=500')).items).toHaveLength(SITE_SIGNUPS_PAGE.max);
    });

    it('downloads the whole list as CSV: a header row, newest first, formula-safe', async () => {
      const response = await expectOpenApiAnswer(app, await as(request(app).get(SITE_SIGNUPS_PATHS.csv(company.id)), owner).buffer(true), 200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${slug}-sign-ups.csv"`);
      const dates = (await list(owner, company.id)).items.map((item) => item.signedUpAt);
      expect(response.text).toBe(
        'Email,Signed up at,Source page\r\n' +
          `'+ada-${owner.userId}@example.com,${dates[0]},/sites/${slug}\r\n` +
          `'=cmd-${owner.userId}@example.com,${dates[1]},/sites/${slug}\r\n` +
          `grace-${owner.userId}@example.com,${dates[2]},/sites/${slug}\r\n`,
      );
    });

    it("never shows a visitor's address to anyone else: not on the public pages, not in another founder's list", async () => {
      for (const path of [SITES_PATHS.page(slug), SITES_PATHS.thanks(slug)]) {
        const page = await request(app).get(path);
        expect(page.status).toBe(200);
        for (const email of emails) expect(page.text).not.toContain(email);
      }
      const theirs = await list(stranger, strangersCompany.id);
      expect(theirs.items.map((item) => item.email)).toEqual([`strangers-fan-${stranger.userId}@example.com`]);
      const theirCsv = await as(request(app).get(SITE_SIGNUPS_PATHS.csv(strangersCompany.id)), stranger).buffer(true);
      for (const email of emails) expect(theirCsv.text).not.toContain(email.slice(1));
    });

    it('keeps the page a visitor used when the address changes later', async () => {
      const site = (await as(request(app).get(SITES_PATHS.site(company.id)), owner)).body as Site;
      await as(request(app).put(SITES_PATHS.site(company.id)), owner).send({ template: site.template, sections: site.sections, slug: `${slug}-new`, hostingPlan: site.hostingPlan }).expect(200);
      await signUp(`${slug}-new`, `late-${owner.userId}@example.com`);
      const page = await list(owner, company.id);
      expect(page.items.map((item) => [item.email, item.sourcePage])).toEqual([
        [`late-${owner.userId}@example.com`, `/sites/${slug}-new`],
        ...[...emails].reverse().map((email) => [email, `/sites/${slug}`]),
      ]);
    });
  });
});
