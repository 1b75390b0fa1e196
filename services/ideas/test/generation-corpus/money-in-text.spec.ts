import type { CurrencyCode } from '@founder/contracts';
import { foreignMoney } from './money-in-text';

describe('foreignMoney: figures in another currency than the idea’s', () => {
  it.each<[string, CurrencyCode, string[]]>([
    ['Year 1 revenue: $3,120,000', 'KES', ['$3']],
    ['Year 1 revenue: KES 3,120,000', 'KES', []],
    ['a market estimated at $2.5B - $10B', 'GBP', ['$2', '$1']],
    ['priced at US$45 a month', 'INR', ['US$4']],
    ['priced at €45 a month', 'EUR', []],
    ['priced at CA$299 per clinic', 'CAD', []],
    ['priced at $299 per clinic', 'CAD', ['$2']],
    ['A$39 per month', 'AUD', []],
    ['A$39 per month', 'CAD', ['A$3']],
    ['R$49 per month', 'BRL', []],
    ['R$49 per month', 'ZAR', ['R$4']],
    ['R 450 per unit', 'ZAR', []],
    ['R 450 per unit', 'BRL', ['R 4']],
    ['¥980 a month', 'JPY', []],
    ['¥980 a month', 'CNY', ['¥9']],
    ['CHF 120 per hut', 'CHF', []],
    ['CHF 120 per hut', 'SEK', ['CHF 1']],
    ['about 500 USD a month', 'NGN', ['0 USD']],
    ['about 500 dollars a month', 'NGN', ['500 dollars']],
    ['about 500 dollars a month', 'CAD', []],
    ['1 US dollar = 129.2 KES', 'KES', []],
    ['a 10% commission and 150 units by month 12', 'KES', []],
  ])('%s in a %s idea: %j', (text, currency, figures) => {
    expect(foreignMoney(text, currency).map((found) => found.figure)).toEqual(figures);
  });
});
