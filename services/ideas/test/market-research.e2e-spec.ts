import { ideaFactsOf } from '../src/ideas/idea-facts-of';
import type { INestApplication } from '@nestjs/common';
import type { MarketResearch } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { composeMarketResearch } from '../src/market-research/market-research-composer';
import { binaryBody } from './support/binary-body';
import { appWithOwnedIdea, as, STRANGERS, submitIdea, VALID_IDEA, type TestCaller } from './support/ideas-test-app';
import { flatten, pdfPages } from './support/pdf-text';

const NOT_FOUND = { statusCode: 404, message: 'Idea not found' };
const NOT_GENERATED = { statusCode: 409, message: 'Generate the market research first' };
const BODY = {
  industry: VALID_IDEA.industry,
  description: VALID_IDEA.description,
  targetMarket: VALID_IDEA.targetMarket,
  problemStatement: VALID_IDEA.problemStatement,
};
const { email: _email, ...SUBMITTED } = VALID_IDEA;
const FACTS = ideaFactsOf(SUBMITTED);

describe('market research', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let ideaId: number;
  const base = (id = ideaId) => `/api/startup-ideas/${id}/market-research`;
  const generate = (body: object = BODY, id = ideaId, caller = owner) => as(request(app).post(base(id)), caller).send(body);
  const pdf = (id = ideaId, caller = owner) => as(request(app).get(`${base(id)}.pdf`), caller).buffer(true).parse(binaryBody);
  const reload = async (id = ideaId) => (await as(request(app).get(`/api/ideas/${id}`), owner)).body;
  const bodyOf = (response: { body: unknown }) => (Buffer.isBuffer(response.body) ? JSON.parse(response.body.toString('utf8')) : response.body);

  beforeAll(async () => {
    ({ app, owner, ideaId } = await appWithOwnedIdea());
  });

  afterAll(async () => {
    await app.close();
  });

  // 401: none. The idea tools work signed out; a caller without cookie or session owns nothing (404).
  describe("someone else's idea answers 404", () => {
    it.each(STRANGERS)('%s: generate, read, export, share', async (_who, who) => {
      await generate().expect(200);
      const stranger = await who();
      for (const response of [
        await generate(BODY, ideaId, stranger),
        await as(request(app).get(base()), stranger),
        await as(request(app).get(`/api/ideas/${ideaId}`), stranger),
        await pdf(ideaId, stranger),
        await as(request(app).post(`/api/startup-ideas/${ideaId}/shares`), stranger).send({ kind: 'market-research' }),
      ]) {
        expect(response.status).toBe(404);
        expect(bodyOf(response)).toEqual(NOT_FOUND);
      }
    });
  });

  describe('bad input answers 400 naming the field', () => {
    it.each([
      ['an industry outside the list', { ...BODY, industry: 'Mining' }, 'industry must be one of the following values: Technology, Healthcare, Finance, Education, E-commerce, SaaS, Mobile Apps, AI/ML, Blockchain, Sustainability, Food & Beverage, Real Estate, Transportation, Entertainment, Other'],
      ['a description too short', { ...BODY, description: 'Too short' }, 'description must be longer than or equal to 20 characters'],
      ['a description too long', { ...BODY, description: 'x'.repeat(5001) }, 'description must be shorter than or equal to 5000 characters'],
      ['a target market outside the list', { ...BODY, targetMarket: 'Martians' }, 'targetMarket must be one of the following values: B2B (Business to Business), B2C (Business to Consumer), B2B2C (Business to Business to Consumer), C2C (Consumer to Consumer), Marketplace, Enterprise, SMB (Small-Medium Business), Individual Consumers'],
      ['a problem statement too short', { ...BODY, problemStatement: 'Short' }, 'problemStatement must be longer than or equal to 20 characters'],
      ['an unknown field', { ...BODY, competitors: [] }, 'property competitors should not exist'],
    ])('%s', async (_case, body, message) => {
      const response = await generate(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('a saved part that breaks the schema names the problem', async () => {
      await generate().expect(200);
      const response = await as(request(app).put(`${base()}/parts/trends`), owner).send({ content: [{ trend: 'AI', impact: 'huge', description: 'x', timeframe: 'now', relevance: 50 }] });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'trends[0].impact is not one of positive, negative, neutral' });
    });
  });

  describe('before the research is generated', () => {
    it.each([
      ['the PDF', (id: number) => pdf(id)],
      ['a share link', (id: number) => as(request(app).post(`/api/startup-ideas/${id}/shares`), owner).send({ kind: 'market-research' })],
    ])('%s answers 409', async (_case, call) => {
      const fresh = (await submitIdea(app, owner)).id;
      const response = await call(fresh);
      expect(response.status).toBe(409);
      expect(bodyOf(response)).toEqual(NOT_GENERATED);
      expect((await reload(fresh)).marketResearch).toBeNull();
    });
  });

  describe('POST /api/startup-ideas/{id}/market-research', () => {
    it('answers and stores the built-in research: sources for every size, total >= servable >= target; a reload shows it', async () => {
      const response = await generate();
      expect(response.status).toBe(200);
      expect(response.headers['x-generation-provider']).toBe('builtin');
      const research = response.body as MarketResearch;
      expect(Object.keys(research)).toEqual(['marketData', 'competitors', 'segments', 'trends', 'personas']);
      expect(research).toEqual(composeMarketResearch(FACTS));
      const { totalMarketSize, servableMarketSize, targetMarketSize } = research.marketData;
      expect(totalMarketSize.value).toBeGreaterThanOrEqual(servableMarketSize.value);
      expect(servableMarketSize.value).toBeGreaterThanOrEqual(targetMarketSize.value);
      expect(totalMarketSize.source).toBe('Gartner public cloud end-user spending forecast, SaaS segment (2024)');
      expect(research.competitors.map((competitor) => competitor.name)).toEqual(['Established SaaS providers', 'Venture-backed newcomers', 'General-purpose tools', 'Manual work and service providers']);
      expect((await reload()).marketResearch).toEqual(research);
    });

    it("writes from the request's fields (spec section 7)", async () => {
      const research = (await generate({ ...BODY, industry: 'Healthcare', targetMarket: 'Enterprise' })).body as MarketResearch;
      expect(research).toEqual(composeMarketResearch(ideaFactsOf({ ...SUBMITTED, industry: 'Healthcare', targetMarket: 'Enterprise' })));
      expect(research.competitors[0].name).toBe('Established Healthcare providers');
    });

    it("names the laws of the idea's own country only: a Kenyan dairy idea gets Kenya's rules, never US trucking rules (issue 27 item 3)", async () => {
      const description = "Dairy farmers near Nakuru in Kenya lose a fifth of their evening milk before the processor's truck arrives the next morning.";
      const { id } = await submitIdea(app, owner, { industry: 'Food & Beverage', description });
      const research = (await generate({ ...BODY, industry: 'Food & Beverage', description }, id)).body as MarketResearch;
      expect(research.marketData.regulations[0]).toBe('In Kenya, the Data Protection Act 2019 for personal data, enforced by the Office of the Data Protection Commissioner');
      expect(research.marketData.regulations[1]).toContain("the Kenya Dairy Board's licences");
      expect(JSON.stringify(research)).not.toMatch(/FMCSA|tachograph|CCPA|HIPAA|GDPR|United States|European Union/);
    });

    it('targets the year-5 revenue of the financial model once there is one', async () => {
      const id = (await submitIdea(app, owner)).id;
      const model = (await as(request(app).post(`/api/startup-ideas/${id}/financial-model`), owner).send({ industry: 'SaaS', stage: 'MVP Development' }).expect(200)).body;
      const research = (await generate(BODY, id)).body as MarketResearch;
      expect(research.marketData.targetMarketSize.value).toBe(Math.round(model.revenue.year5));
    });
  });

  describe('exports and sharing', () => {
    beforeAll(async () => {
      await generate().expect(200);
    });

    it('exports a PDF of the research', async () => {
      const response = await pdf();
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="loomledger-market-research.pdf"; filename*=UTF-8''loomledger-market-research.pdf`);
      const text = flatten((await pdfPages(response.body as Buffer)).join(' '));
      expect(text).toContain('Market Research');
      expect(text).toContain('Venture-backed newcomers');
    });

    it('shares a read-only link like the plan', async () => {
      const share = await as(request(app).post(`/api/startup-ideas/${ideaId}/shares`), owner).send({ kind: 'market-research' }).expect(201);
      expect(share.body.url).toBe(`/market-research?share=${share.body.token}`);
      const view = await request(app).get(`/api/ideas/shared/${share.body.token}`).expect(200);
      expect(view.body.idea.marketResearch).toEqual((await reload()).marketResearch);
    });
  });
});
