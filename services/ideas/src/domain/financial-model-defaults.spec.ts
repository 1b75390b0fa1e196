import { computeFinancialModel } from './financial-model';
import { completeFinancialInputs, curveShare, defaultFinancialInputs } from './financial-model-defaults';
import { SAMPLE_IDEA } from './idea-facts.fixtures';
import { referenceAssumptions } from './reference-assumptions';
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
  it('starts from the reference figures: SaaS sold to small businesses at the idea stage', () => {
    const projection = referenceAssumptions(SAMPLE_IDEA, curveShare);
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
    expect(inputs.funding).toEqual({ totalFunding: 750_000, runway: 18, useOfFunds: { product: 40, marketing: 30, team: 20, operations: 10 } });
  });

  it("uses the founder's stated price, and prices other revenue types to the same monthly revenue per customer", () => {
    expect(defaultFinancialInputs({ ...SAMPLE_IDEA, revenueModel: '$19 per month' }).revenueModel.pricePoint).toBe(19);
    const marketplace = defaultFinancialInputs({ ...SAMPLE_IDEA, revenueModel: 'A marketplace take rate' }).revenueModel;
    expect(marketplace).toMatchObject({ type: 'marketplace', pricePoint: 10, averageOrderValue: 980 });
    const licensing = defaultFinancialInputs({ ...SAMPLE_IDEA, revenueModel: 'Annual licences' }).revenueModel;
    expect(licensing.pricePoint).toBe(98 * 12);
  });

  it("keeps the founder's freemium counts: users at month 12 and the share who pay", () => {
    const freemium = defaultFinancialInputs({ ...SAMPLE_IDEA, revenueModel: 'Freemium: premium at $5 a month; target: 600 paying out of 6,000 free sign-ups by month 12.' }).revenueModel;
    expect(freemium).toMatchObject({ type: 'freemium', pricePoint: 5 });
    expect(freemium.customers.month12).toBe(6000);
    expect(freemium.payingPct).toBe(10);
  });

  it('reads a target at another month off the default curve', () => {
    // Month 18 is 1.25 times month 12 on DEFAULT_CUSTOMER_CURVE.
    expect(curveShare(18)).toBe(1.25);
    const customers = defaultFinancialInputs({ ...SAMPLE_IDEA, revenueModel: '$20 a month; target: 500 paying customers by month 18.' }).revenueModel.customers;
    expect(customers.month12).toBe(400);
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
