import { formatGrowth, formatLtvToCac, formatMillions, formatPayback, priceLabelIn, returnOnInvestment } from './financial-model';

describe("the financial model's display rules (spec section 9)", () => {
  it.each([
    [1_249_999, 'USD', '$1.2M'],
    [1_250_000, 'USD', '$1.3M'],
    [220_500, 'USD', '$0.2M'],
    [-340_000, 'USD', '-$0.3M'],
    [0, 'USD', '$0.0M'],
    [4_520_000, 'KES', 'KES 4.5M'],
    [-340_000, 'EUR', '-€0.3M'],
    [98_000_000, 'JPY', '¥98.0M'],
  ] as const)('prints %s %s in millions with one decimal: %s', (amount, currency, printed) => {
    expect(formatMillions(amount, currency)).toBe(printed);
  });

  it("labels the price in the idea's currency, a percentage as a percentage", () => {
    expect(priceLabelIn('subscription', 'KES')).toBe('Monthly price per customer (KES)');
    expect(priceLabelIn('licensing', 'USD')).toBe('Annual licence fee per customer (USD)');
    expect(priceLabelIn('marketplace', 'EUR')).toBe('Take rate (% of order value)');
  });

  it('computes ROI as (revenue - expenses) / expenses x 100', () => {
    expect(returnOnInvestment(150, 100)).toBe(50);
    expect(returnOnInvestment(50, 100)).toBe(-50);
    expect(returnOnInvestment(50, 0)).toBe(0);
  });

  it('prints LTV:CAC with one decimal, payback in whole months and growth as a whole percent', () => {
    expect(formatLtvToCac(4.25)).toBe('4.3:1');
    expect(formatLtvToCac(20)).toBe('20.0:1');
    expect(formatPayback(1)).toBe('1 month');
    expect(formatPayback(8)).toBe('8 months');
    expect(formatGrowth(184.6)).toBe('+185%');
    expect(formatGrowth(-12.2)).toBe('-12%');
    expect(formatGrowth(null)).toBe('—');
  });
});
