import { GROCER_IDEA, SAMPLE_IDEA } from '../../domain/idea-facts.fixtures';
import type { IdeaFacts } from '../../domain/idea-facts';
import { founderConstraints } from './founder-constraints';

/** A British idea with a price per seat and a count of paying teams today. */
const BRITISH_IDEA: IdeaFacts = {
  ...SAMPLE_IDEA,
  ideaTitle: 'RotaRight – shift planning for care homes',
  companyName: 'RotaRight',
  currency: 'GBP',
  country: 'GB',
  description: 'RotaRight plans shifts for care homes. It already has 40 paying teams in Leeds.',
  revenueModel: 'A subscription at £12 per seat per month.',
};

describe('founderConstraints', () => {
  it('lists the currency, the price, the count, the country and the company name, each with the strings allowed', () => {
    expect(founderConstraints(BRITISH_IDEA, ['Price £12 per seat per month; 380 paying seats at month 12', 'Year 1: revenue $54,720'])).toEqual([
      {
        fact: 'currency',
        label: 'Currency',
        statement: 'every amount in GBP (pound sterling), written like £1,000; never another currency',
        kept: 'GBP',
        allowed: ['GBP', '£', '£12', '$54,720'],
        currency: 'GBP',
      },
      {
        fact: 'price',
        label: 'Price',
        statement: "£12 per seat per month (the founder's own price; never another amount or currency)",
        kept: '£12',
        allowed: ['£12', '$54,720'],
        amount: 12,
        currency: 'GBP',
        period: 'month',
        unit: 'seat',
      },
      {
        fact: 'count',
        label: 'Customers',
        statement: '40 teams (today; never another number)',
        kept: '40 teams',
        allowed: ['40', '380', '12', '1'],
        count: 40,
        nouns: ['team', 'teams'],
        month: 0,
      },
      { fact: 'country', label: 'Country', statement: 'the United Kingdom (where the company operates)', kept: 'United Kingdom', allowed: ['the United Kingdom'], country: 'GB' },
      { fact: 'company', label: 'Company name', statement: 'RotaRight', kept: 'RotaRight', allowed: ['RotaRight'] },
    ]);
  });

  it('states a price per store as the founder wrote it, and leaves out what the founder did not state', () => {
    expect(founderConstraints(GROCER_IDEA).map((constraint) => `${constraint.label}: ${constraint.statement}`)).toEqual([
      'Currency: every amount in USD (US dollar), written like $1,000; never another currency',
      "Price: $149 per store per month (the founder's own price; never another amount or currency)",
      'Company name: ShelfSense',
    ]);
  });

  it('names a Kenyan idea’s currency with its sign', () => {
    const [currency] = founderConstraints({ ...SAMPLE_IDEA, currency: 'KES', country: 'KE' });
    expect(currency).toMatchObject({ statement: 'every amount in KES (Kenyan shilling), written like KES 1,000; never another currency', allowed: ['KES'] });
  });
});
