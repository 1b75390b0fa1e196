import { DEFAULT_USE_OF_FUNDS, type FinancialModelInput } from '@founder/contracts';
import {
  computeFinancialModel,
  computeScenario,
  customerCurve,
  lifetimeValue,
  monthlyRevenuePerCustomer,
  paybackMonths,
  scenarioInput,
  yearOnYearGrowth,
} from './financial-model';

/** Small round figures, so every expectation below can be checked by hand. */
const INPUT: FinancialModelInput = {
  revenueModel: {
    type: 'subscription',
    pricePoint: 10,
    customers: { month1: 10, month6: 60, month12: 120, month24: 240, month36: 360 },
    growthRate: 5,
    churnRate: 2,
    averageOrderValue: 0,
  },
  expenseModel: { salaries: 1000, marketing: 0, infrastructure: 0, operations: 0, legal: 0, other: 0 },
  metrics: { cac: 20, grossMargin: 80, ltv: null, paybackPeriod: null },
  funding: { totalFunding: 10_000, runway: 12, useOfFunds: { ...DEFAULT_USE_OF_FUNDS } },
};

describe('customerCurve', () => {
  const curve = customerCurve(INPUT.revenueModel);

  it('passes through the five given counts and draws straight lines between them', () => {
    expect(curve).toHaveLength(60);
    expect(curve.slice(0, 7)).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect([curve[11], curve[23], curve[35]]).toEqual([120, 240, 360]);
    expect(curve[17]).toBe(180);
  });

  it('compounds by growthRate less churnRate after month 36', () => {
    // 360 x 1.03 = 370.8, then 381.924: rounded only for display, compounded unrounded.
    expect(curve[36]).toBe(371);
    expect(curve[37]).toBe(382);
    expect(curve[59]).toBe(Math.round(360 * 1.03 ** 24));
  });

  it('shrinks when churn outpaces growth and never goes below zero', () => {
    const shrinking = customerCurve({ ...INPUT.revenueModel, growthRate: 0, churnRate: 100 });
    expect(shrinking[36]).toBe(0);
    expect(shrinking[59]).toBe(0);
  });
});

describe('monthlyRevenuePerCustomer', () => {
  const revenue = { pricePoint: 12, averageOrderValue: 200 };
  it('follows each revenue type', () => {
    expect(monthlyRevenuePerCustomer({ ...revenue, type: 'subscription' })).toBe(12);
    expect(monthlyRevenuePerCustomer({ ...revenue, type: 'advertising' })).toBe(12);
    expect(monthlyRevenuePerCustomer({ ...revenue, type: 'freemium' })).toBeCloseTo(0.6, 10);
    expect(monthlyRevenuePerCustomer({ ...revenue, type: 'transaction' })).toBe(24);
    expect(monthlyRevenuePerCustomer({ ...revenue, type: 'marketplace' })).toBe(24);
    expect(monthlyRevenuePerCustomer({ ...revenue, type: 'licensing' })).toBe(1);
  });
});

describe('unit economics', () => {
  it('values a customer at their monthly gross profit over 1/churn months, at most 120', () => {
    expect(lifetimeValue(8, 2)).toBe(400);
    expect(lifetimeValue(8, 0)).toBe(960);
    expect(lifetimeValue(8, 0.5)).toBe(960);
  });

  it('pays back the acquisition cost in whole months of gross profit', () => {
    expect(paybackMonths(20, 8)).toBe(3);
    expect(paybackMonths(16, 8)).toBe(2);
    expect(paybackMonths(0, 8)).toBe(0);
    expect(paybackMonths(20, 0)).toBe(999);
  });

  it('grows year on year against the year before, and not from nothing', () => {
    expect(yearOnYearGrowth(7800, 22_200)).toBeCloseTo(184.615, 3);
    expect(yearOnYearGrowth(undefined, 100)).toBeNull();
    expect(yearOnYearGrowth(0, 100)).toBeNull();
  });
});

describe('computeScenario', () => {
  const result = computeScenario(INPUT);

  it('computes month 1: revenue, cost of revenue from gross margin, the lines, net income and cash', () => {
    expect(result.months[0]).toEqual({
      month: 1,
      customers: 10,
      revenue: 100,
      costOfRevenue: 20,
      operatingExpenses: 1000,
      totalExpenses: 1020,
      netIncome: -920,
      cash: 9080,
    });
  });

  it('totals year 1 and grows the lines by the operating-cost multipliers in later years', () => {
    // 780 customer-months x $10.
    expect(result.years[0]).toEqual({
      year: 1,
      revenue: 7800,
      costOfRevenue: 1560,
      grossProfit: 6240,
      expenses: { salaries: 12_000, marketing: 0, infrastructure: 0, operations: 0, legal: 0, other: 0 },
      totalExpenses: 13_560,
      netIncome: -5760,
      customersAtYearEnd: 120,
      cashAtYearEnd: 4240,
      revenueGrowthPct: null,
    });
    expect(result.years[1].revenue).toBe(22_200);
    expect(result.years[1].expenses.salaries).toBe(15_600);
    expect(result.years[1].revenueGrowthPct).toBeCloseTo(184.615, 3);
    expect(result.years[4].expenses.salaries).toBe(26_400);
  });

  it('finds the first month whose revenue covers its costs', () => {
    // Month 16: 1,600 revenue against 320 + 1,300; month 17: 1,700 against 340 + 1,300.
    expect(result.breakEvenMonth).toBe(17);
    expect(computeScenario({ ...INPUT, expenseModel: { ...INPUT.expenseModel, salaries: 1_000_000 } }).breakEvenMonth).toBeNull();
  });

  it('burns the year-1 average and runs out of cash when the round is too small', () => {
    expect(result.burnRate).toBe(480);
    expect(result.runway).toBeNull();
    // Month 1 leaves 80 of 1,000; month 2 loses 840.
    expect(computeScenario({ ...INPUT, funding: { ...INPUT.funding, totalFunding: 1000 } }).runway).toBe(1);
    expect(computeScenario({ ...INPUT, funding: { ...INPUT.funding, totalFunding: 0 } }).runway).toBe(0);
  });

  it('derives LTV, LTV:CAC with one decimal and payback, unless the founder states them', () => {
    expect(result).toMatchObject({ ltv: 400, cac: 20, ltvToCac: 20, paybackMonths: 3, grossMargin: 80, churnRate: 2 });
    const stated = computeScenario({ ...INPUT, metrics: { ...INPUT.metrics, ltv: 150, paybackPeriod: 7, cac: 45 } });
    expect(stated).toMatchObject({ ltv: 150, ltvToCac: 3.3, paybackMonths: 7 });
  });

  it('computes ROI over the five years with the spec formula', () => {
    const revenue = result.years.reduce((sum, year) => sum + year.revenue, 0);
    const expenses = result.years.reduce((sum, year) => sum + year.totalExpenses, 0);
    expect(result.roi).toBe(Math.round(((revenue - expenses) / expenses) * 1000) / 10);
  });
});

describe('scenarios', () => {
  it('moves customer growth, churn and price by the documented multipliers', () => {
    expect(scenarioInput(INPUT, 'base')).toEqual(INPUT);
    expect(scenarioInput(INPUT, 'best').revenueModel).toMatchObject({
      customers: { month1: 13, month6: 75, month12: 150, month24: 300, month36: 450 },
      growthRate: 6.25,
      churnRate: 1.6,
      pricePoint: 11,
    });
    expect(scenarioInput(INPUT, 'worst').revenueModel).toMatchObject({
      customers: { month1: 6, month6: 36, month12: 72, month24: 144, month36: 216 },
      growthRate: 3,
      churnRate: 2.6,
      pricePoint: 9,
    });
  });

  it('orders the outcomes: worst below base below best', () => {
    const model = computeFinancialModel(INPUT, { industry: 'SaaS', stage: 'Idea Stage' });
    const year5 = (name: 'base' | 'best' | 'worst') => model.scenarios[name].years[4].revenue;
    expect(year5('worst')).toBeLessThan(year5('base'));
    expect(year5('base')).toBeLessThan(year5('best'));
  });
});

describe('computeFinancialModel', () => {
  const model = computeFinancialModel(INPUT, { industry: 'SaaS', stage: 'Idea Stage' });

  it("reads the spec's result fields off the base scenario", () => {
    const base = model.scenarios.base;
    expect(model.revenue).toEqual({
      year1: base.years[0].revenue,
      year2: base.years[1].revenue,
      year3: base.years[2].revenue,
      year4: base.years[3].revenue,
      year5: base.years[4].revenue,
    });
    expect(model.expenses.year1).toBe(13_560);
    expect(model).toMatchObject({ grossMargin: 80, burnRate: 480, runway: null, breakEvenMonth: 17, ltv: 400, cac: 20, churnRate: 2 });
  });

  it('splits the round by the use-of-funds percentages', () => {
    expect(model.useOfFunds).toEqual({ product: 4000, marketing: 3000, team: 2000, operations: 1000 });
  });
});
