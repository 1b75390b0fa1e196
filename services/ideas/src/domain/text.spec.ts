import { formatUsd } from './money';
import { statedMonthlyPrice } from './stated-price';
import { asSentence, excerpt, firstSentence, quote, quoteSentence, ventureIn } from './text';
import { titleSlug } from './title-slug';

describe('text helpers', () => {
  it('cuts an excerpt with an ellipsis only when the text is longer', () => {
    expect(excerpt('one two   three', 3)).toBe('one two three');
    expect(excerpt('one two, three four', 2)).toBe('one two…');
    expect(firstSentence('First one. Second one.', 10)).toBe('First one.');
  });

  it('quotes inside and at the end of a sentence', () => {
    expect(quote('Pay monthly.', 5)).toBe('"Pay monthly"');
    expect(quoteSentence('Pay monthly', 5)).toBe('"Pay monthly."');
    expect(quoteSentence('Really?', 5)).toBe('"Really?"');
    expect(asSentence('Done…')).toBe('Done…');
  });

  it('names a venture with the right article', () => {
    expect([ventureIn('AI/ML'), ventureIn('SaaS'), ventureIn('E-commerce'), ventureIn('Other')]).toEqual([
      'an AI/ML venture',
      'a SaaS venture',
      'an E-commerce venture',
      'a venture',
    ]);
  });

  it('formats dollars whole or with cents', () => {
    expect([formatUsd(1_250_000), formatUsd(-450_500), formatUsd(6.99), formatUsd(0.5), formatUsd(0)]).toEqual(['$1,250,000', '-$450,500', '$6.99', '$0.50', '$0']);
  });

  it.each([
    ['Freemium, then $6.99 per month', 6.99],
    ['$29/mo per seat', 29],
    ['$15 per user per month', 15],
    ['$49 monthly', 49],
    ['$1,200 per year', 100],
    ['$120/year', 10],
    ['$99 annually', 8.25],
    ['We take 5% of each sale', null],
    ['A one-off $300 licence', null],
    ['$0 per month', null],
    [null, null],
  ])('reads the monthly price in %p as %p', (text, price) => {
    expect(statedMonthlyPrice(text)).toBe(price);
  });

  it('slugs titles for file names', () => {
    expect(titleSlug('PantryPal: AI meals!')).toBe('pantrypal-ai-meals');
    expect(titleSlug('Café Über Straße')).toBe('cafe-uber-stra-e');
    expect(titleSlug('日本語')).toBe('idea');
    expect(titleSlug('x'.repeat(70))).toHaveLength(60);
  });
});
