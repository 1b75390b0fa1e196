import { SHORTEST_IDEA } from './idea-facts.fixtures';
import { parseStatedText, statedFacts, type StatedFacts, type StatedPrice } from './stated-facts';

type Expected = Partial<StatedFacts>;
const none = { price: null, takeRate: null, freemium: false, customers: null, revenueType: 'subscription', unit: 'customer' } as const;
const monthly = (text: string, amount: number, unit: StatedPrice['unit'] = 'customer', extra: Partial<StatedPrice> = {}) => ({
  text, amount, currency: 'USD' as const, period: 'month' as const, unit, monthlyUsd: amount, ...extra,
});

/** At least 30 ways founders write prices, units and counts, each with its exact parse. */
const PHRASINGS: ReadonlyArray<[string, Expected]> = [
  ['$19.99/mo', { price: monthly('$19.99/mo', 19.99) }],
  ['149 USD a month per location', { price: monthly('149 USD a month per location', 149, 'location'), unit: 'location' }],
  ['2% of each order', { takeRate: { text: '2% of each order', pct: 2, of: 'order' }, revenueType: 'transaction' }],
  ['free with a $9 premium tier', { price: { text: '$9', amount: 9, currency: 'USD', period: null, unit: 'customer', monthlyUsd: 9 }, freemium: true, revenueType: 'freemium' }],
  ['$149 per store per month', { price: monthly('$149 per store per month', 149, 'store'), unit: 'store' }],
  ['€29 per seat per month', { price: { text: '€29 per seat per month', amount: 29, currency: 'EUR', period: 'month', unit: 'seat', monthlyUsd: 31.32 }, unit: 'seat' }],
  ['$1,200 a year', { price: { text: '$1,200 a year', amount: 1200, currency: 'USD', period: 'year', unit: 'customer', monthlyUsd: 100 } }],
  ['$5 per order', { price: { text: '$5 per order', amount: 5, currency: 'USD', period: null, unit: 'order', monthlyUsd: 5 }, revenueType: 'transaction' }],
  ['Freemium, then $6.99 per month', { price: monthly('$6.99 per month', 6.99), freemium: true, revenueType: 'freemium' }],
  ['$29/mo per seat', { price: monthly('$29/mo per seat', 29, 'seat'), unit: 'seat' }],
  ['$15 per user per month', { price: monthly('$15 per user per month', 15, 'user'), unit: 'user' }],
  ['$49 monthly', { price: monthly('$49 monthly', 49) }],
  ['$120/year', { price: { text: '$120/year', amount: 120, currency: 'USD', period: 'year', unit: 'customer', monthlyUsd: 10 } }],
  ['$99 annually', { price: { text: '$99 annually', amount: 99, currency: 'USD', period: 'year', unit: 'customer', monthlyUsd: 8.25 } }],
  ['£12 a month per household', { price: { text: '£12 a month per household', amount: 12, currency: 'GBP', period: 'month', unit: 'household', monthlyUsd: 15.24 }, unit: 'household' }],
  ['A subscription of 39 dollars a month', { price: monthly('39 dollars a month', 39) }],
  ['$2k per location per year', { price: { text: '$2k per location per year', amount: 2000, currency: 'USD', period: 'year', unit: 'location', monthlyUsd: 166.67 }, unit: 'location' }],
  ['$10/seat/month, billed annually', { price: monthly('$10/seat/month', 10, 'seat'), unit: 'seat' }],
  ['$3 a week per student', { price: { text: '$3 a week per student', amount: 3, currency: 'USD', period: 'week', unit: 'student', monthlyUsd: 13 }, unit: 'student' }],
  ['We charge restaurants $199 per restaurant per month', { price: monthly('$199 per restaurant per month', 199, 'restaurant'), unit: 'restaurant' }],
  ['US$45 per clinic monthly', { price: monthly('US$45 per clinic monthly', 45, 'clinic'), unit: 'clinic' }],
  ['EUR 250 per year per school', { price: { text: 'EUR 250 per year per school', amount: 250, currency: 'EUR', period: 'year', unit: 'school', monthlyUsd: 22.5 }, unit: 'school' }],
  ['A one-off $300 licence', { price: { text: '$300', amount: 300, currency: 'USD', period: 'once', unit: 'customer', monthlyUsd: null }, revenueType: 'licensing' }],
  ['$0 per month', {}],
  ['We take 5% of each sale', { takeRate: { text: '5% of each sale', pct: 5, of: 'sale' }, revenueType: 'transaction' }],
  ['A 12% commission on each booking', { takeRate: { text: '12% commission on each booking', pct: 12, of: 'booking' }, revenueType: 'transaction' }],
  ['Marketplace take rate of 15%', { takeRate: { text: 'take rate of 15%', pct: 15, of: 'order' }, revenueType: 'marketplace' }],
  ['A 3.5% transaction fee', { takeRate: { text: '3.5% transaction fee', pct: 3.5, of: 'order' }, revenueType: 'transaction' }],
  ['Free plan for one user, Pro plan at $8 per user per month', { price: monthly('$8 per user per month', 8, 'user'), freemium: true, revenueType: 'freemium', unit: 'user' }],
  ['Sponsored content and ads', { revenueType: 'advertising' }],
  ['Annual site licences for schools at $2,400 per school per year', { price: { text: '$2,400 per school per year', amount: 2400, currency: 'USD', period: 'year', unit: 'school', monthlyUsd: 200 }, revenueType: 'licensing', unit: 'school' }],
  ['We already serve 40 independent grocers at $149 per store per month', { price: monthly('$149 per store per month', 149, 'store'), customers: { text: '40 independent grocers', count: 40, unit: 'store', when: 'now' }, unit: 'store' }],
  ['Target: 500 paying stores by month 12', { customers: { text: '500 paying stores', count: 500, unit: 'store', when: 'target' }, unit: 'store' }],
  ['We have 1,250 active users', { customers: { text: '1,250 active users', count: 1250, unit: 'user', when: 'now' }, unit: 'user' }],
  ['A $2.5B market growing 12% a year', {}],
  ['Pricing: 79 EUR per month per team', { price: { text: '79 EUR per month per team', amount: 79, currency: 'EUR', period: 'month', unit: 'team', monthlyUsd: 85.32 }, unit: 'team' }],
  ['$4.99 per month per family after a free tier', { price: monthly('$4.99 per month per family', 4.99, 'household'), freemium: true, revenueType: 'freemium', unit: 'household' }],
];

describe('parseStatedText', () => {
  it('has at least 30 phrasings in its table', () => expect(PHRASINGS.length).toBeGreaterThanOrEqual(30));

  it.each(PHRASINGS)('reads %p', (text, expected) => {
    expect(parseStatedText(text)).toEqual({ ...none, ...expected });
  });

  it('outside the revenue model, reads a price only in a sentence about pricing', () => {
    expect(parseStatedText('Stores lose $200 a month to spoiled stock.', true).price).toBeNull();
    expect(parseStatedText('It is a SaaS subscription at $149 per store per month.', true).price?.amount).toBe(149);
  });
});

describe('statedFacts', () => {
  it('finds the price in the solution when the revenue model names none (issue 14 example)', () => {
    const facts = statedFacts({
      ...SHORTEST_IDEA,
      revenueModel: 'SaaS subscription',
      solutionApproach: 'A SaaS subscription at $149 per store per month that sends the store manager a prioritized restock list on their phone every morning.',
    });
    expect(facts).toEqual({ ...none, price: monthly('$149 per store per month', 149, 'store'), unit: 'store' });
  });

  it('reads the revenue model first', () => {
    expect(statedFacts({ ...SHORTEST_IDEA, revenueModel: '$20 per seat per month', solutionApproach: 'Priced at $149 per store per month.' }).price?.amount).toBe(20);
    expect(statedFacts(SHORTEST_IDEA)).toEqual(none);
  });
});
