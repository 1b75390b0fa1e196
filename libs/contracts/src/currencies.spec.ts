import { formatMoney, formatMoneyShort, isCurrencyCode } from './currencies';

describe('formatMoney', () => {
  it.each([
    [18000, 'KES', 'KES 18,000'],
    [4.99, 'GBP', '£4.99'],
    [39.9, 'GBP', '£39.90'],
    [1200, 'JPY', '¥1,200'],
    [1199.6, 'JPY', '¥1,200'],
    [-2500, 'USD', '-$2,500'],
    [-0.001, 'USD', '$0'],
    [1250000, 'EUR', '€1,250,000'],
    [450, 'INR', '₹450'],
    [99.5, 'ZAR', 'R99.50'],
    [20, 'CAD', 'CA$20'],
    [149, 'CHF', 'CHF 149'],
  ] as const)('%s %s prints %s', (amount, currency, printed) => {
    expect(formatMoney(amount, currency)).toBe(printed);
  });

  it('shortens large amounts and keeps the sign of the currency', () => {
    expect(formatMoneyShort(1_300_000_000_000, 'KES')).toBe('KES 1.3T');
    expect(formatMoneyShort(247_000_000_000, 'GBP')).toBe('£247.0B');
    expect(formatMoneyShort(850_000_000, 'USD')).toBe('$850.0M');
    expect(formatMoneyShort(45_000, 'EUR')).toBe('€45,000');
  });

  it('knows its codes', () => {
    expect(isCurrencyCode('KES')).toBe(true);
    expect(isCurrencyCode('kes')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
  });
});
