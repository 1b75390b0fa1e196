import { amountsIn, numberOf } from './amounts';

describe('numberOf', () => {
  it.each([
    ['18,000', 18000],
    ['18000', 18000],
    ['4.99', 4.99],
    // A dot before exactly three digits groups thousands (no price has three decimals); a comma before one or two is a decimal comma.
    ['1.200', 1200],
    ['1.200,50', 1200.5],
    ['49,90', 49.9],
    ["1'200", 1200],
    ['1,50,000', 150000],
    ['1,200.50', 1200.5],
  ])('%s -> %d', (written, value) => {
    expect(numberOf(written)).toBe(value);
  });
});

describe('amountsIn', () => {
  it('reads every amount with its currency, as written, in order', () => {
    expect(amountsIn('KES 18,000 a month, 18,000 KES or KSh 18,000; a $2.5B market', 'KE').map(({ text, amount, currency, large }) => [text, amount, currency, large])).toEqual([
      ['KES 18,000', 18000, 'KES', false],
      ['18,000 KES', 18000, 'KES', false],
      ['KSh 18,000', 18000, 'KES', false],
      ['$2.5B', 2500000000, 'USD', true],
    ]);
  });

  it.each([
    ['US$45', null, 'USD'],
    ['$45', 'AU', 'AUD'],
    ['$45', 'DE', 'USD'],
    ['CHF 29.-', null, 'CHF'],
    ['29 €', null, 'EUR'],
    ['2,000 naira', null, 'NGN'],
    ['50 Dollars', 'NZ', 'NZD'],
    ['¥1,200', 'CN', 'CNY'],
    ['kr 99', 'DK', 'DKK'],
    ['₹2 lakh', null, 'INR'],
  ] as const)('%s in %s is %s', (text, country, currency) => {
    expect(amountsIn(text, country).map((money) => [money.text, money.currency])).toEqual([[text, currency]]);
  });

  it('reads no amount in a weight or a version number', () => {
    expect(amountsIn('5 pounds of coffee, built with PHP 8', null)).toEqual([]);
  });
});
