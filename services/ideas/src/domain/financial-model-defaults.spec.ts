import { computeFinancialModel } from './financial-model';
import { completeFinancialInputs, defaultFinancialInputs } from './financial-model-defaults';
import { projectFinancials } from './financial-projection';
import { SAMPLE_IDEA, SHORTEST_IDEA } from './idea-facts.fixtures';
import { statedRevenueType } from './stated-facts';

describe('statedRevenueType', () => {
  it('reads the revenue type the founder names, subscription otherwise', () => {
    expect(statedRevenueType(null)).toBe('subscription');
    expect(statedRevenueType('$9 per month per seat')).toBe('subscription');
    expect(statedRevenueType('A 12% commission on each booking')).toBe('transaction');
    expect(statedRevenueType('Marketplace take rate of 15%')).toBe('marketplace');
    expect(statedRevenueType('Freemium with a pro plan')).toBe('freemium');
    expect(statedRevenueType('Sponsored content and ads')).toBe('advertising');
    expect(statedRevenueType('Annual site licences for schools')).toBe('licensing');
  });
});

describe('defaultFinancialInputs', () => {
  it('starts from the reference figures the plan uses: SaaS sold to small businesses at the idea stage', () => {
    const projection = projectFinancials(SAMPLE_IDEA);
    const inputs = defaultFinancialInputs(SAMPLE_IDEA);
    expect(inputs.revenueModel).toEqual({
      type: 'subscription',
      pricePoint: projection.monthlyPrice,
      customers: { month1: 38, month6: 225, month12: 450, month24: 675, month36: 1215 },
      growthRate: 6.6,
      churnRate: 3,
      averageOrderValue: projection.monthlyPrice,
      unit: 'customer',
    });
    expect(projection.customersAtMonth12).toBe(450);
    // The plan's year-1 operating costs (337,500) a month, split 55/20/8/8/4/5.
    expect(inputs.expenseModel).toEqual({ salaries: 15_469, marketing: 5625, infrastructure: 2250, operations: 2250, legal: 1125, other: 1406 });
    expect(inputs.metrics).toEqual({ cac: projection.customerAcquisitionCost, grossMargin: 78, ltv: null, paybackPeriod: null });
    expect(inputs.funding).toEqual({ totalFunding: 750_000, runway: projection.runwayMonths, useOfFunds: { product: 40, marketing: 30, team: 20, operations: 10 } });
  });

  it("uses the founder's stated price, and prices other revenue types to the same monthly revenue per customer", () => {
    expect(defaultFinancialInputs({ ...SAMPLE_IDEA, revenueModel: '$19 per month' }).revenueModel.pricePoint).toBe(19);
    const marketplace = defaultFinancialInputs({ ...SAMPLE_IDEA, revenueModel: 'A marketplace take rate' }).revenueModel;
    expect(marketplace).toMatchObject({ type: 'marketplace', pricePoint: 10, averageOrderValue: 980 });
    const licensing = defaultFinancialInputs({ ...SAMPLE_IDEA, revenueModel: 'Annual licences' }).revenueModel;
    expect(licensing.pricePoint).toBe(98 * 12);
  });

  it("tells about the same five-year story as the plan's projection", () => {
    for (const idea of [SAMPLE_IDEA, SHORTEST_IDEA]) {
      const projection = projectFinancials(idea);
      const model = computeFinancialModel(defaultFinancialInputs(idea), { industry: idea.industry, stage: idea.stage });
      projection.years.forEach((year, index) => {
        const modelled = model.scenarios.base.years[index].revenue;
        expect(Math.abs(modelled - year.revenue) / year.revenue).toBeLessThan(0.15);
      });
    }
  });
});

describe('completeFinancialInputs', () => {
  it('keeps what the founder sent and fills the rest from the idea', () => {
    const defaults = defaultFinancialInputs(SAMPLE_IDEA);
    const revenueModel = { ...defaults.revenueModel, pricePoint: 5 };
    expect(completeFinancialInputs(SAMPLE_IDEA, { revenueModel })).toEqual({ ...defaults, revenueModel });
  });

  it('keeps the stored model\'s assumptions for what a regeneration leaves out', () => {
    const stored = { ...defaultFinancialInputs(SAMPLE_IDEA), funding: { totalFunding: 2_000_000, runway: 24, useOfFunds: { product: 50, marketing: 25, team: 15, operations: 10 } } };
    const financialModel = computeFinancialModel(stored, { industry: 'SaaS', stage: 'Idea Stage' });
    expect(completeFinancialInputs({ ...SAMPLE_IDEA, financialModel }, {})).toEqual(stored);
  });
});
