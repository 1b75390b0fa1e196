import { changeNote, changeReason, constraintViolations } from './constraint-violations';
import type { FounderConstraint } from './founder-constraints';

/** A Kenyan idea priced at KES 18,000 per farm per month, with 40 farms today and 500 by month 12. */
const KENYAN: FounderConstraint[] = [
  { fact: 'currency', label: 'Currency', statement: 'every amount in KES', kept: 'KES', allowed: ['KES', 'US$2,000'], currency: 'KES' },
  { fact: 'price', label: 'Price', statement: 'KES 18,000 per farm per month', kept: 'KES 18,000', allowed: ['KES 18,000'], amount: 18000, currency: 'KES', period: 'month', unit: 'farm' },
  { fact: 'count', label: 'Customers', statement: '40 farms (today)', kept: '40 farms', allowed: ['40'], count: 40, nouns: ['farm', 'farms'], month: 0 },
  { fact: 'count', label: 'Customers', statement: '500 farms (by month 12)', kept: '500 farms', allowed: ['500', '380'], count: 500, nouns: ['farm', 'farms'], month: 12 },
  { fact: 'country', label: 'Country', statement: 'Kenya', kept: 'Kenya', allowed: ['Kenya'], country: 'KE' },
  { fact: 'company', label: 'Company name', statement: 'BaridiBox', kept: 'BaridiBox', allowed: ['BaridiBox'] },
];

/** A British idea priced at £12 per seat per month. */
const BRITISH: FounderConstraint[] = [
  { fact: 'currency', label: 'Currency', statement: 'every amount in GBP', kept: 'GBP', allowed: ['GBP', '£'], currency: 'GBP' },
  { fact: 'price', label: 'Price', statement: '£12 per seat per month', kept: '£12', allowed: ['£12'], amount: 12, currency: 'GBP', period: 'month', unit: 'seat' },
];

describe('constraintViolations', () => {
  it.each([
    ['the founder’s price', KENYAN, 'Each farm pays KES 18,000 per month for the cooling unit.', []],
    ['the price in another currency and amount', KENYAN, 'Each farm pays $450 per month.', ['price changed: KES 18,000 written as $450']],
    ['the price with another amount', KENYAN, 'The subscription costs KES 20,000 a month.', ['price changed: KES 18,000 written as KES 20,000']],
    ['the price per unit without a period', KENYAN, 'At KES 15,000 per farm it pays back in a season.', ['price changed: KES 18,000 written as KES 15,000']],
    ['a monthly cost that is not the price', KENYAN, 'Operations cost KES 900,000 a month.', []],
    ['US dollars in a Kenyan idea', KENYAN, 'The market is worth US$12 million, or 12M USD.', ['currency changed: KES written as US$12 million', 'currency changed: KES written as 12M USD']],
    ['an amount in another currency the prompt gave', KENYAN, 'Comparable units sell for US$2,000.', []],
    ['dollars in a British idea', BRITISH, 'Rivals charge $30 per seat; we raise $500k.', ['price changed: £12 written as $30', 'currency changed: GBP written as $500k']],
    ['euros in a British idea, the price kept', BRITISH, 'Each seat pays £12 per month; the EU launch needs €40,000.', ['currency changed: GBP written as €40,000']],
    ['today’s count changed', KENYAN, 'BaridiBox already serves 60 farms in Nakuru.', ['count changed: 40 farms written as 60 farms']],
    ['today’s count kept, and a goal beside it', KENYAN, 'It already serves 40 farms and will reach 2,000 farms by year three.', []],
    ['the month-12 target changed', KENYAN, 'The plan reaches 650 paying farms by month 12.', ['count changed: 500 farms written as 650 paying farms']],
    ['the month-12 target as the prompt gave it', KENYAN, 'By the end of year one, 380 farms pay each month.', []],
    ['another month’s count', KENYAN, 'By year three the company serves 4,000 farms.', []],
    ['another country as the base', KENYAN, 'BaridiBox is a company based in Lagos that sells across the region.', ['country changed: Kenya written as Nigeria']],
    ['we are based in another country', KENYAN, 'Today we are based in the United Kingdom.', ['country changed: Kenya written as United Kingdom']],
    ['buyers based in another country', KENYAN, 'Most buyers are based in Nigeria.', []],
    ['the country kept, others as markets', KENYAN, 'Headquartered in Nairobi, it plans to sell in Uganda and Nigeria later.', []],
  ])('%s', (_case, constraints, text, expected) => {
    expect(constraintViolations(text, constraints).map(changeReason)).toEqual(expected);
  });

  it('reports each change once', () => {
    expect(constraintViolations('Farms pay $450 per month. Every farm pays $450 per month.', KENYAN).map(changeReason)).toEqual(['price changed: KES 18,000 written as $450']);
  });
});

describe('changeNote', () => {
  it.each([
    [[{ fact: 'price', kept: 'KES 18,000', written: '$450' }], 'the AI changed the price (KES 18,000 -> $450)'],
    [
      [
        { fact: 'price', kept: 'KES 18,000', written: '$450' },
        { fact: 'currency', kept: 'KES', written: 'US$12 million' },
        { fact: 'count', kept: '40 farms', written: '60 farms' },
        { fact: 'country', kept: 'Kenya', written: 'Nigeria' },
      ],
      'the AI changed the price (KES 18,000 -> $450), the currency (KES -> US$12 million) and a count (40 farms -> 60 farms)',
    ],
  ] as const)('%j', (changes, expected) => {
    expect(changeNote(changes)).toBe(expected);
  });
});
