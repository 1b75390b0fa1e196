import { ideaFactsOf } from '../src/ideas/idea-facts-of';
import type { INestApplication } from '@nestjs/common';
import { DEFAULT_USE_OF_FUNDS, FINANCIAL_MODEL_PARTS, type FinancialModel, type FinancialModelInput } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { Workbook } from 'exceljs';
import { computeFinancialModel } from '../src/domain/financial-model';
import { defaultFinancialInputs } from '../src/domain/financial-model-defaults';
import { formatUsd } from '../src/domain/money';
import { binaryBody } from './support/binary-body';
import { pdfPages } from './support/pdf-text';
import { appWithOwnedIdea, as, STRANGERS, submitIdea, VALID_IDEA, type TestCaller } from './support/ideas-test-app';

const NOT_FOUND = { statusCode: 404, message: 'Idea not found' };
const NOT_GENERATED = { statusCode: 409, message: 'Generate the financial model first' };
const ABOUT = { industry: 'SaaS', stage: 'MVP Development' };

/** Every assumption, set by hand: the founder's own figures. */
const INPUTS: FinancialModelInput = {
  revenueModel: {
    type: 'subscription',
    pricePoint: 39,
    customers: { month1: 20, month6: 150, month12: 400, month24: 900, month36: 1600 },
    growthRate: 7,
    churnRate: 3,
    averageOrderValue: 39,
  },
  expenseModel: { salaries: 18_000, marketing: 6000, infrastructure: 1500, operations: 1200, legal: 500, other: 800 },
  metrics: { cac: 250, grossMargin: 80, ltv: null, paybackPeriod: null },
  funding: { totalFunding: 900_000, runway: 18, useOfFunds: { ...DEFAULT_USE_OF_FUNDS } },
};

describe('financial model', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let ideaId: number;
  const base = (id = ideaId) => `/api/startup-ideas/${id}/financial-model`;
  const generate = (body: object = { ...INPUTS, ...ABOUT }, id = ideaId, caller = owner) => as(request(app).post(base(id)), caller).send(body);
  const download = (extension: string, id = ideaId, caller = owner) =>
    as(request(app).get(`${base(id)}.${extension}`), caller).buffer(true).parse(binaryBody);
  const reload = async (id = ideaId, caller = owner) => (await as(request(app).get(`/api/ideas/${id}`), caller)).body;

  beforeAll(async () => {
    ({ app, owner, ideaId } = await appWithOwnedIdea());
  });

  afterAll(async () => {
    await app.close();
  });

  // 401: none. The spec lets the idea tools work signed out; a caller with neither an owner cookie
  // nor a session owns nothing, so every call below answers it 404.
  describe("someone else's idea answers 404", () => {
    it.each(STRANGERS)('%s: generate, defaults, read, export, share', async (_who, who) => {
      await generate().expect(200);
      const stranger = await who();
      for (const response of [
        await generate(undefined, ideaId, stranger),
        await as(request(app).get(`${base()}/defaults`), stranger),
        await as(request(app).get(base()), stranger),
        await as(request(app).get(`/api/ideas/${ideaId}`), stranger),
        await download('csv', ideaId, stranger),
        await download('xlsx', ideaId, stranger),
        await download('pdf', ideaId, stranger),
        await as(request(app).post(`/api/startup-ideas/${ideaId}/shares`), stranger).send({ kind: 'financial-model' }),
      ]) {
        expect(response.status).toBe(404);
        expect(JSON.parse(Buffer.isBuffer(response.body) ? response.body.toString('utf8') : JSON.stringify(response.body))).toEqual(NOT_FOUND);
      }
    });
  });

  describe('bad input answers 400 naming the field', () => {
    const withRevenue = (patch: object) => ({ ...INPUTS, ...ABOUT, revenueModel: { ...INPUTS.revenueModel, ...patch } });
    it.each([
      ['a negative price', withRevenue({ pricePoint: -5 }), 'revenueModel.pricePoint must not be less than 0.01'],
      ['a price above the bound', withRevenue({ pricePoint: 2_000_000_000 }), 'revenueModel.pricePoint must not be greater than 1000000000'],
      ['a fee over 100% for a transaction model', withRevenue({ type: 'transaction', pricePoint: 150 }), 'revenueModel.pricePoint must not be greater than 100 (percent of the order value) for transaction and marketplace revenue'],
      ['churn over 100%', withRevenue({ churnRate: 101 }), 'revenueModel.churnRate must not be greater than 100'],
      ['negative growth', withRevenue({ growthRate: -1 }), 'revenueModel.growthRate must not be less than 0'],
      ['10^15 customers', withRevenue({ customers: { ...INPUTS.revenueModel.customers, month36: 1e15 } }), 'revenueModel.customers.month36 must not be greater than 1000000000'],
      ['a fractional customer count', withRevenue({ customers: { ...INPUTS.revenueModel.customers, month6: 10.5 } }), 'revenueModel.customers.month6 must be an integer number'],
      ['a price that is not a number', withRevenue({ pricePoint: null }), 'revenueModel.pricePoint should not be null or undefined'],
      ['a unit that is not a singular noun', withRevenue({ unit: 'Cooling Units!' }), 'revenueModel.unit must be a singular noun of lower-case words joined by single spaces or hyphens'],
      ['a unit over 30 characters', withRevenue({ unit: 'solar powered milk cooling unit x' }), 'revenueModel.unit must be shorter than or equal to 30 characters'],
      ['an unknown revenue type', withRevenue({ type: 'donations' }), 'revenueModel.type must be one of the following values: subscription, transaction, advertising, freemium, marketplace, licensing'],
      ['a negative expense', { ...INPUTS, ...ABOUT, expenseModel: { ...INPUTS.expenseModel, legal: -1 } }, 'expenseModel.legal must not be less than 0'],
      ['a gross margin over 100%', { ...INPUTS, ...ABOUT, metrics: { ...INPUTS.metrics, grossMargin: 120 } }, 'metrics.grossMargin must not be greater than 100'],
      ['a use of funds over 100%', { ...INPUTS, ...ABOUT, funding: { ...INPUTS.funding, useOfFunds: { ...DEFAULT_USE_OF_FUNDS, team: 101 } } }, 'funding.useOfFunds.team must not be greater than 100'],
      ['a funding above the bound', { ...INPUTS, ...ABOUT, funding: { ...INPUTS.funding, totalFunding: 1e15 } }, 'funding.totalFunding must not be greater than 100000000000000'],
      ['an industry outside the list', { ...INPUTS, industry: 'Mining', stage: 'MVP Development' }, 'industry must be one of the following values: Technology, Healthcare, Finance, Education, E-commerce, SaaS, Mobile Apps, AI/ML, Blockchain, Sustainability, Food & Beverage, Real Estate, Transportation, Entertainment, Other'],
      ['an unknown field', { ...INPUTS, ...ABOUT, valuation: 1 }, 'property valuation should not exist'],
    ])('%s', async (_case, body, message) => {
      const response = await generate(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('refuses a number JSON can only carry as infinity (1e400)', async () => {
      const body = JSON.stringify({ ...INPUTS, ...ABOUT }).replace('"churnRate":3', '"churnRate":1e400');
      const response = await as(request(app).post(base()), owner).set('content-type', 'application/json').send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'revenueModel.churnRate must be a number conforming to the specified constraints' });
    });
  });

  describe('before the model is generated', () => {
    let fresh: number;
    beforeAll(async () => {
      fresh = (await submitIdea(app, owner)).id;
    });

    it.each([
      ['the CSV', () => download('csv', fresh)],
      ['the XLSX', () => download('xlsx', fresh)],
      ['the PDF', () => download('pdf', fresh)],
      ['a share link', () => as(request(app).post(`/api/startup-ideas/${fresh}/shares`), owner).send({ kind: 'financial-model' })],
    ])('%s answers 409', async (_case, call) => {
      const response = await call();
      expect(response.status).toBe(409);
      expect(JSON.parse(Buffer.isBuffer(response.body) ? response.body.toString('utf8') : JSON.stringify(response.body))).toEqual(NOT_GENERATED);
    });

    it('the idea has no model, and the defaults are the reference figures the plan uses', async () => {
      expect((await reload(fresh)).financialModel).toBeNull();
      const defaults = await as(request(app).get(`${base(fresh)}/defaults`), owner).expect(200);
      const { email: _email, ...facts } = VALID_IDEA;
      expect(defaults.body).toEqual(defaultFinancialInputs(ideaFactsOf(facts)));
      expect(defaults.body.revenueModel.pricePoint).toBe(39);
    });
  });

  describe('POST /api/startup-ideas/{id}/financial-model', () => {
    it("answers and stores the model computed from the founder's assumptions; a reload shows it", async () => {
      const response = await generate();
      expect(response.status).toBe(200);
      const expected = computeFinancialModel(INPUTS, ABOUT);
      expect(response.body).toEqual(expected);
      expect(Object.keys(response.body).sort()).toEqual(FINANCIAL_MODEL_PARTS.map((part) => part.id).sort());
      expect(response.body.revenue.year1).toBe(expected.scenarios.base.years[0].revenue);
      expect((await reload()).financialModel).toEqual(expected);
      expect((await as(request(app).get(base()), owner)).body.content).toEqual(expected);
    });

    it("keeps the founder's unit of several words ('cooling unit')", async () => {
      const inputs = { ...INPUTS, revenueModel: { ...INPUTS.revenueModel, unit: 'cooling unit' } };
      const response = await generate({ ...inputs, ...ABOUT });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(computeFinancialModel(inputs, ABOUT));
      expect(response.body.inputs.revenueModel.unit).toBe('cooling unit');
    });

    it('starts a first model from the idea when only industry and stage are sent, and a regeneration keeps the stored assumptions', async () => {
      const other = (await submitIdea(app, owner)).id;
      const first = (await generate(ABOUT, other)).body as FinancialModel;
      const defaults = (await as(request(app).get(`${base(other)}/defaults`), owner)).body;
      expect(first.inputs).toEqual(defaults);
      const changed = (await generate({ ...ABOUT, funding: { ...defaults.funding, totalFunding: 2_000_000 } }, other)).body as FinancialModel;
      expect(changed.inputs.funding.totalFunding).toBe(2_000_000);
      const again = (await generate(ABOUT, other)).body as FinancialModel;
      expect(again.inputs.funding.totalFunding).toBe(2_000_000);
    });

    it('cannot have a part written by hand; a part regenerates from the stored assumptions', async () => {
      await generate();
      const saved = await as(request(app).put(`${base()}/parts/revenue`), owner).send({});
      expect(saved.status).toBe(400);
      expect(saved.body.message).toBe('The financial model is computed from its assumptions: send them to POST /api/startup-ideas/{id}/financial-model');
      const regenerated = await as(request(app).post(`${base()}/parts/revenue/regenerate`), owner).expect(200);
      expect(regenerated.body).toEqual({ id: 'revenue', ...computeFinancialModel(INPUTS, ABOUT).revenue, status: 'generated' });
    });
  });

  describe('exports and sharing', () => {
    beforeAll(async () => {
      await generate().expect(200);
    });

    it('exports the income statements of the three scenarios as CSV', async () => {
      const response = await download('csv');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="loomledger-financial-model.csv"; filename*=UTF-8''loomledger-financial-model.csv`);
      const lines = (response.body as Buffer).toString('utf8').split('\r\n');
      expect(lines[0]).toBe('Scenario,Line (USD),Year 1,Year 2,Year 3,Year 4,Year 5');
      expect(lines[1]).toBe(`Base case,Revenue,${Object.values(computeFinancialModel(INPUTS, ABOUT).revenue).join(',')}`);
    });

    it('exports an XLSX workbook with one sheet per statement', async () => {
      const response = await download('xlsx');
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="loomledger-financial-model.xlsx"; filename*=UTF-8''loomledger-financial-model.xlsx`);
      const workbook = new Workbook();
      await workbook.xlsx.load(response.body as unknown as Parameters<typeof workbook.xlsx.load>[0]);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Income Statement', 'Cash Flow', 'Monthly Projection', 'Unit Economics', 'Scenarios', 'Use of Funds', 'Assumptions']);
    });

    it('exports a PDF: the chart, then every statement, the income statement with its rows and figures', async () => {
      const response = await download('pdf');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="loomledger-financial-model.pdf"; filename*=UTF-8''loomledger-financial-model.pdf`);
      const text = (await pdfPages(response.body as Buffer)).join('\n');
      const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
      // The chart: its title, its axis, one pair of bars per year and its legend.
      expect(lines).toEqual(expect.arrayContaining(['LoomLedger', 'Revenue and expenses per year (base case)', '$0', 'Year 1 Year 2 Year 3 Year 4 Year 5', 'Revenue Total expenses']));
      for (const name of ['Income Statement', 'Cash Flow', 'Monthly Projection', 'Unit Economics', 'Scenarios', 'Use of Funds', 'Assumptions']) expect(lines).toContain(name);
      const model = computeFinancialModel(INPUTS, ABOUT);
      const figure = (value: number) => (value < 0 ? '−' : '') + Math.abs(value).toLocaleString('en-US', { maximumFractionDigits: Math.abs(value) >= 1000 ? 0 : 2 });
      for (const [label, pick] of [
        ['Revenue', (year) => year.revenue],
        ['Gross profit', (year) => year.grossProfit],
        ['Total expenses', (year) => year.totalExpenses],
        ['Net income', (year) => year.netIncome],
      ] as Array<[string, (year: FinancialModel['scenarios']['base']['years'][number]) => number]>) {
        expect(lines).toContain([label, ...model.scenarios.base.years.map((year) => figure(pick(year)))].join(' '));
      }
    });

    it("writes every export in the idea's currency: 'Line (KES)' headers, the PDF's axis and note in Kenyan shillings", async () => {
      const kes = (await submitIdea(app, owner, { currency: 'KES' } as Partial<typeof VALID_IDEA>)).id;
      await generate(undefined, kes).expect(200);
      const csv = (await download('csv', kes)).body.toString('utf8').split('\r\n');
      expect(csv[0]).toBe('Scenario,Line (KES),Year 1,Year 2,Year 3,Year 4,Year 5');
      const workbook = new Workbook();
      await workbook.xlsx.load((await download('xlsx', kes)).body as unknown as Parameters<typeof workbook.xlsx.load>[0]);
      expect(workbook.getWorksheet('Income Statement')!.getRow(1).getCell(1).value).toBe('Line (KES)');
      expect(workbook.getWorksheet('Use of Funds')!.getRow(1).values).toEqual([undefined, 'Use', 'Percent', 'KES']);
      const text = (await pdfPages((await download('pdf', kes)).body as Buffer)).join('\n').replace(/\s+/g, ' ');
      expect(text).toContain('Amounts are in KES (Kenyan shilling).');
      expect(text).toContain('KES 0');
      expect(text).toContain('Line (KES)');
      expect(text).not.toMatch(/US\$|\$\d/);
    });

    it('shares a read-only link like the plan; revoked, it stops opening', async () => {
      const share = await as(request(app).post(`/api/startup-ideas/${ideaId}/shares`), owner).send({ kind: 'financial-model' }).expect(201);
      expect(share.body.url).toBe(`/financial-modeling?share=${share.body.token}`);
      const view = await request(app).get(`/api/ideas/shared/${share.body.token}`).expect(200);
      expect(view.body.kind).toBe('financial-model');
      expect(view.body.idea.currency).toBe('USD');
      expect(view.body.idea.financialModel).toEqual(computeFinancialModel(INPUTS, ABOUT));
      await as(request(app).delete(`/api/startup-ideas/${ideaId}/shares/${share.body.id}`), owner).expect(204);
      await request(app).get(`/api/ideas/shared/${share.body.token}`).expect(404);
    });
  });

  describe('one assumption set', () => {
    it('the plan and the deck quote the year 1-5 revenue and the raise of the model, and say when the model changed after them', async () => {
      const id = (await submitIdea(app, owner)).id;
      const model = (await generate(undefined, id)).body as FinancialModel;
      const revenue = Object.values(model.revenue).map((value) => formatUsd(Math.round(value)));
      const raise = formatUsd(model.inputs.funding.totalFunding);

      const plan = (await as(request(app).post(`/api/startup-ideas/${id}/business-plan`), owner).expect(200)).body;
      for (const figure of revenue) expect(plan['financial-projections']).toContain(figure);
      expect(plan['funding-request']).toContain(raise);
      const deck = (await as(request(app).post(`/api/startup-ideas/${id}/pitch-deck`), owner).expect(200)).body;
      for (const figure of revenue) expect(deck.financial.content).toContain(figure);
      expect(deck.funding.content).toContain(raise);
      expect((await reload(id)).figuresOutOfDate).toEqual([]);

      await generate({ ...INPUTS, ...ABOUT, funding: { ...INPUTS.funding, totalFunding: 1_500_000 } }, id).expect(200);
      expect((await reload(id)).figuresOutOfDate).toEqual(['business-plan', 'pitch-deck']);
      await as(request(app).post(`/api/startup-ideas/${id}/business-plan`), owner).expect(200);
      expect((await reload(id)).figuresOutOfDate).toEqual(['pitch-deck']);
    });
  });
});
