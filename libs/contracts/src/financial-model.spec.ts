import { formatGrowth, formatLtvToCac, formatMillions, formatPayback, returnOnInvestment } from './financial-model';

describe("the financial model's display rules (spec section 9)", () => {
  it('prints values in millions with one decimal', () => {
    expect(formatMillions(1_249_999)).toBe('$1.2M');
    expect(formatMillions(1_250_000)).toBe('$1.3M');
    expect(formatMillions(220_500)).toBe('$0.2M');
    expect(formatMillions(-340_000)).toBe('-$0.3M');
    expect(formatMillions(0)).toBe('$0.0M');
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
