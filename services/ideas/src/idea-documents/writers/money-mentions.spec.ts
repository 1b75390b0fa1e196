import { inCurrency, moneyMentions, withoutMoney } from './money-mentions';

describe('moneyMentions', () => {
  it.each([
    ['Each farm pays KES 18,000 a month.', [['KES 18,000', 'KES', 18000]]],
    ['It costs $450, or US$450 to be clear.', [['$450', 'USD', 450], ['US$450', 'USD', 450]]],
    ['Priced at CA$39 or A$45 or NZ$50.', [['CA$39', 'CAD', 39], ['A$45', 'AUD', 45], ['NZ$50', 'NZD', 50]]],
    ['A round of €1.2M and £2.5 million.', [['€1.2M', 'EUR', 1200000], ['£2.5 million', 'GBP', 2500000]]],
    ['18,000 KES a month, 400 USD a year.', [['18,000 KES', 'KES', 18000], ['400 USD', 'USD', 400]]],
    ['¥1,200 or CN¥80 or ₹999.50 or R250 or KSh 500.', [['¥1,200', 'JPY', 1200], ['CN¥80', 'CNY', 80], ['₹999.50', 'INR', 999.5], ['R250', 'ZAR', 250], ['KSh 500', 'KES', 500]]],
    ['Year 1 revenue grows 40% to 380 stores; R&D first.', []],
  ])('%s', (text, expected) => {
    expect(moneyMentions(text).map(({ text: written, currency, value }) => [written, currency, value])).toEqual(expected);
  });

  it('knows a bare dollar sign from a named one', () => {
    expect(moneyMentions('$5 and US$5').map((mention) => mention.bareDollar)).toEqual([true, false]);
  });

  it.each([
    ['$5', 'USD', true],
    ['$5', 'CAD', true],
    ['$5', 'GBP', false],
    ['US$5', 'CAD', false],
    ['£5', 'GBP', true],
    ['KES 5', 'KES', true],
  ] as const)('%s is in %s: %s', (text, currency, expected) => {
    expect(inCurrency(moneyMentions(text)[0], currency)).toBe(expected);
  });

  it('blanks the amounts of a text and keeps its other numbers', () => {
    expect(withoutMoney('380 stores pay $149 a month')).toBe('380 stores pay      a month');
  });
});
