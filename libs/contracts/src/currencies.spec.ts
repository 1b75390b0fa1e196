import { formatMoney, formatMoneyShort, formatQuantity, groupDigits, isCurrencyCode } from './currencies';

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

describe('groupDigits and formatQuantity print what Intl en-US prints', () => {
  const values = [0, 7, 999, 1000, 1250, 6.99, 2.5, 12.005, 999999.995, 1234567.891, -2500, -0.004, 18000, 1e15 + 0.5, 1e21, 123456789012, Number.NaN, Number.POSITIVE_INFINITY];

  it.each([0, 1, 2])('with %i decimals', (digits) => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    expect(values.map((value) => groupDigits(value, digits))).toEqual(values.map((value) => intl.format(value)));
  });

  it('on 3,000 amounts of every size, halves included', () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const amounts = Array.from({ length: 3000 }, (_, index) => {
      const amount = Math.round(next() * 10 ** (index % 13)) / 1000;
      return index % 2 ? -amount : amount + 0.005;
    });
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
      expect(amounts.filter((amount) => groupDigits(amount, digits) !== intl.format(amount))).toEqual([]);
    }
  });

  it('formatQuantity keeps up to two decimals without trailing zeros', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    expect(values.map(formatQuantity)).toEqual(values.map((value) => intl.format(value)));
    expect([formatQuantity(1250), formatQuantity(6.99), formatQuantity(2.5), formatQuantity(3.001)]).toEqual(['1,250', '6.99', '2.5', '3']);
  });
});
