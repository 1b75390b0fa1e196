import { DEFAULT_USE_OF_FUNDS, type FinancialModelInput } from '@founder/contracts';
import { canGenerateModel, formOf, parseCount, parseDecimal, priceLabelOf, requestOf } from './model-form';

const INPUT: FinancialModelInput = {
  revenueModel: {
    type: 'subscription',
    pricePoint: 49,
    customers: { month1: 38, month6: 225, month12: 450, month24: 675, month36: 1215 },
    growthRate: 6.6,
    churnRate: 3,
    averageOrderValue: 49,
    unit: 'store',
  },
  expenseModel: { salaries: 15_469, marketing: 5625, infrastructure: 2250, operations: 2250, legal: 1125, other: 1406 },
  metrics: { cac: 600, grossMargin: 78, ltv: null, paybackPeriod: null },
  funding: { totalFunding: 750_000, runway: 36, useOfFunds: { ...DEFAULT_USE_OF_FUNDS } },
};
const IDEA = { industry: 'SaaS', stage: 'Idea Stage' };

describe('the assumptions form', () => {
  it('round-trips the inputs it is filled with', () => {
    expect(requestOf(formOf(INPUT), IDEA)).toEqual({ ...INPUT, ...IDEA });
    expect(formOf(INPUT).ltv).toBe('');
    expect(formOf({ ...INPUT, revenueModel: { ...INPUT.revenueModel, unit: undefined } }).unit).toBe('customer');
  });

  it('labels the price in the founder\'s unit and the idea\'s currency', () => {
    expect(priceLabelOf({ type: 'subscription', unit: 'store' }, 'USD')).toBe('Monthly price per store (USD)');
    expect(priceLabelOf({ type: 'licensing', unit: 'school' }, 'KES')).toBe('Annual licence fee per school (KES)');
    expect(priceLabelOf({ type: 'transaction', unit: 'store' }, 'EUR')).toBe('Fee per order (% of order value)');
  });

  it('parses decimals and whole customer counts, blank as 0', () => {
    expect(parseDecimal('12.75')).toBe(12.75);
    expect(parseDecimal(' 1,250.5 ')).toBe(1250.5);
    expect(parseDecimal('')).toBe(0);
    expect(parseDecimal('abc')).toBeNaN();
    expect(parseCount('120.9')).toBe(120);
    expect(parseCount('')).toBe(0);
  });

  it('sends a stated LTV and payback, blank ones as null', () => {
    const form = { ...formOf(INPUT), ltv: '1500', paybackPeriod: '9' };
    expect(requestOf(form, IDEA).metrics).toEqual({ cac: 600, grossMargin: 78, ltv: 1500, paybackPeriod: 9 });
  });

  it('allows Generate Model unless pending or the price is empty', () => {
    expect(canGenerateModel(formOf(INPUT), false)).toBe(true);
    expect(canGenerateModel(formOf(INPUT), true)).toBe(false);
    expect(canGenerateModel({ ...formOf(INPUT), pricePoint: '  ' }, false)).toBe(false);
  });
});
