import type { INestApplication } from '@nestjs/common';
import { COMPANIES_PATHS, SITE_SIGNUP_RATE_LIMIT, SITES_PATHS, type Company, type Site, type SiteInput } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { ONBOARDED_COMPANY } from '../src/domain/company-work/company-facts.fixtures';
import { as, createIdeasTestApp, signedIn, submitIdea, type TestCaller } from './support/ideas-test-app';

describe('sites', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let stranger: TestCaller;
  let company: Company;
  let strangersCompany: Company;
  const signups = async () => (await app.get(DataSource).query(`SELECT email, source FROM "ideas"."site_signups" WHERE company_id = $1 ORDER BY id`, [company.id])) as Array<{ email: string; source: string }>;
  const createCompany = async (caller: TestCaller, fields: object = {}) =>
    (await as(request(app).post(COMPANIES_PATHS.companies), caller).send({ ...ONBOARDED_COMPANY, ...fields })).body as Company;
  const inputOf = (site: Site): SiteInput => ({ template: site.template, sections: site.sections, slug: site.slug, hostingPlan: site.hostingPlan });
  const signUp = (slug: string, email: string, from = '203.0.113.7') => request(app).post(SITES_PATHS.signUp(slug)).set('x-forwarded-for', from).type('form').send({ email });

  beforeAll(async () => {
    app = await createIdeasTestApp();
    owner = await signedIn();
    stranger = await signedIn();
    const idea = await submitIdea(app, owner);
    company = await createCompany(owner, { companyName: `Loom Ledger ${owner.userId}`, companyData: { ideaId: idea.id } });
    strangersCompany = await createCompany(stranger, { companyName: `Taken ${stranger.userId}` });
  });

  afterAll(async () => {
    await app.close();
  });

  describe('requires a signed-in founder (401)', () => {
    it.each([
      ['GET', SITES_PATHS.site(1)],
      ['PUT', SITES_PATHS.site(1)],
      ['POST', SITES_PATHS.generate(1)],
      ['PUT', SITES_PATHS.publication(1)],
      ['DELETE', SITES_PATHS.publication(1)],
    ])('%s %s', async (method, path) => {
      const response = await request(app)[method.toLowerCase() as 'get'](path).send({});
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });
  });

  describe("answers 404 for another founder's company", () => {
    it.each([
      ['GET', (id: number) => SITES_PATHS.site(id)],
      ['PUT', (id: number) => SITES_PATHS.site(id)],
      ['POST', (id: number) => SITES_PATHS.generate(id)],
      ['PUT', (id: number) => SITES_PATHS.publication(id)],
      ['DELETE', (id: number) => SITES_PATHS.publication(id)],
    ])('%s', async (method, path) => {
      const draft = (await as(request(app).get(SITES_PATHS.site(company.id)), owner)).body as Site;
      const response = await as(request(app)[method.toLowerCase() as 'get'](path(company.id)), stranger).send(inputOf(draft));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Company not found' });
    });
  });

  describe('rejects bad input with 400 naming the field', () => {
    let draft: Site;
    beforeAll(async () => {
      draft = (await as(request(app).get(SITES_PATHS.site(company.id)), owner)).body as Site;
    });

    it.each([
      ['Loom', 'slug must be lower-case letters, digits and single hyphens'],
      ['loom--ledger', 'slug must be lower-case letters, digits and single hyphens'],
      ['../etc', 'slug must be lower-case letters, digits and single hyphens'],
      ['ab', 'slug must be longer than or equal to 3 characters'],
      ['x'.repeat(41), 'slug must be shorter than or equal to 40 characters'],
      ['admin', 'slug "admin" is reserved for the platform'],
      ['login', 'slug "login" is reserved for the platform'],
      ['security', 'slug "security" is reserved for the platform'],
      ['support', 'slug "support" is reserved for the platform'],
    ])('a bad slug %p', async (slug, message) => {
      const response = await as(request(app).put(SITES_PATHS.site(company.id)), owner).send({ ...inputOf(draft), slug });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('a template, plan or section outside its list, a section twice, content too long', async () => {
      const put = (body: object) => as(request(app).put(SITES_PATHS.site(company.id)), owner).send({ ...inputOf(draft), ...body });
      expect((await put({ template: 'retro' })).body.message).toBe('template must be one of the following values: modern, corporate, startup, healthcare, fintech, creative');
      expect((await put({ hostingPlan: 'enterprise' })).body.message).toBe('hostingPlan must be one of the following values: free, startup, business');
      const twice = draft.sections.map((section) => ({ ...section, id: 'hero' }));
      expect((await put({ sections: twice })).body).toEqual({ statusCode: 400, message: 'sections must hold each of hero, about, features, testimonials, contact once' });
      const long = draft.sections.map((section) => (section.id === 'about' ? { ...section, content: 'x'.repeat(2001) } : section));
      expect((await put({ sections: long })).body.message).toBe('sections.1.content must be shorter than or equal to 2000 characters');
      expect((await as(request(app).get(SITES_PATHS.site(company.id)), owner)).body.stored).toBe(false);
    });
  });

  describe('answers 409 when the address is taken', () => {
    it('by another company, on save and on publish', async () => {
      const theirs = (await as(request(app).get(SITES_PATHS.site(strangersCompany.id)), stranger)).body as Site;
      const saved = await as(request(app).put(SITES_PATHS.site(strangersCompany.id)), stranger).send({ ...inputOf(theirs), slug: `taken-${stranger.userId}` });
      expect(saved.status).toBe(200);
      const draft = (await as(request(app).get(SITES_PATHS.site(company.id)), owner)).body as Site;
      const response = await as(request(app).put(SITES_PATHS.site(company.id)), owner).send({ ...inputOf(draft), slug: `taken-${stranger.userId}` });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'This address is already taken' });

      // Publishing stores the draft with its default address: taken too.
      await as(request(app).put(SITES_PATHS.site(strangersCompany.id)), stranger).send({ ...inputOf(theirs), slug: draft.slug });
      const publish = await as(request(app).put(SITES_PATHS.publication(company.id)), owner);
      expect(publish.status).toBe(409);
      expect(publish.body).toEqual({ statusCode: 409, message: 'This address is already taken' });
      expect((await as(request(app).get(SITES_PATHS.site(company.id)), owner)).body.stored).toBe(false);
    });
  });

  describe('happy path', () => {
    let slug: string;

    it('starts from a draft written from the company and its idea', async () => {
      const response = await as(request(app).get(SITES_PATHS.site(company.id)), owner);
      expect(response.status).toBe(200);
      const site = response.body as Site;
      expect(site).toMatchObject({ companyId: company.id, stored: false, published: false, template: 'startup', recommendedTemplate: 'startup', hostingPlan: 'free', signupCount: 0 });
      expect(site.slug).toBe(`loomledger${owner.userId}`.slice(0, 20));
      expect(site.domain).toBe(`${site.slug}.com`);
      expect(site.sections.map((section) => [section.id, section.enabled])).toEqual([['hero', true], ['about', true], ['features', true], ['testimonials', false], ['contact', true]]);
      expect(site.sections[2].content).toContain('Invoice scanning that keeps a live stock of materials');
      expect(site.sections[1].content.length).toBeLessThanOrEqual(200);
    });

    it('saves edits, then publishes at /sites/{slug}: static HTML, escaped, no script', async () => {
      slug = `loom-${owner.userId}`;
      const draft = (await as(request(app).get(SITES_PATHS.site(company.id)), owner)).body as Site;
      const sections = draft.sections.map((section) => (section.id === 'hero' ? { ...section, content: 'Books for weavers <script>alert(1)</script>' } : section));
      const saved = await as(request(app).put(SITES_PATHS.site(company.id)), owner).send({ ...inputOf(draft), sections, slug, template: 'creative', hostingPlan: 'startup' });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ stored: true, published: false, slug, template: 'creative', hostingPlan: 'startup' });
      expect((await request(app).get(SITES_PATHS.page(slug))).status).toBe(404);

      const published = await as(request(app).put(SITES_PATHS.publication(company.id)), owner);
      expect(published.status).toBe(200);
      expect(published.body).toMatchObject({ published: true, slug });
      const page = await request(app).get(SITES_PATHS.page(slug));
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.headers['referrer-policy']).toBe('same-origin');
      expect(page.text).toContain(`<h1>Loom Ledger ${owner.userId}</h1>`);
      expect(page.text).toContain('Books for weavers &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page.text).not.toMatch(/<script/i);
      expect(page.text).not.toContain('Testimonials');
      expect(page.text).toContain(`<form method="post" action="/sites/${slug}/early-access">`);
    });

    it('adds a visitor to the early-access list once, thanks them either way, and counts them', async () => {
      const first = await signUp(slug, ' Visitor@Example.com ');
      expect(first.status).toBe(303);
      expect(first.headers['location']).toBe(`/sites/${slug}/thanks`);
      const again = await signUp(slug, 'visitor@example.com');
      expect(again.status).toBe(303);
      expect(await signups()).toEqual([{ email: 'visitor@example.com', source: 'website' }]);
      const thanks = await request(app).get(SITES_PATHS.thanks(slug));
      expect(thanks.text).toContain(`You are on the early-access list for Loom Ledger ${owner.userId}.`);
      expect((await as(request(app).get(SITES_PATHS.site(company.id)), owner)).body.signupCount).toBe(1);
    });

    it('shows the page again with a message for a bad email, storing nothing', async () => {
      const response = await signUp(slug, 'not-an-email', '203.0.113.8');
      expect(response.status).toBe(400);
      expect(response.text).toContain('Please enter a valid email address.');
      expect(response.text).toContain('value="not-an-email"');
      expect(await signups()).toHaveLength(1);
    });

    it(`limits one address to ${SITE_SIGNUP_RATE_LIMIT.limit} sign-ups an hour (429)`, async () => {
      for (let attempt = 0; attempt < SITE_SIGNUP_RATE_LIMIT.limit; attempt += 1) expect((await signUp(slug, `fan${attempt}@example.com`, '198.51.100.9')).status).toBe(303);
      const refused = await signUp(slug, 'one-more@example.com', '198.51.100.9');
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.text).toContain('Too many attempts. Please try again in 60 minutes.');
      expect((await signUp(slug, 'other@example.com', '198.51.100.10')).status).toBe(303);
    });

    it('Generate My Website with AI rewrites template and sections, keeping address and publication', async () => {
      const response = await as(request(app).post(SITES_PATHS.generate(company.id)), owner);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ template: 'startup', slug, published: true, stored: true });
      expect(response.body.sections[0].content).not.toContain('<script>');
    });

    it('unpublishing takes the page, its form and its thank-you page down with a plain 404', async () => {
      const response = await as(request(app).delete(SITES_PATHS.publication(company.id)), owner);
      expect(response.body).toMatchObject({ published: false, publishedAt: null });
      for (const path of [SITES_PATHS.page(slug), SITES_PATHS.thanks(slug), '/sites/no-such-site', '/sites/Bad_Slug']) {
        const page = await request(app).get(path);
        expect(page.status).toBe(404);
        expect(page.text).toContain('<h1>Page not found</h1>');
      }
      expect((await signUp(slug, 'late@example.com')).status).toBe(404);
    });
  });
});
