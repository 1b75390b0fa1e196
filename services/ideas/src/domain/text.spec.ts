import { formatUsd } from './money';
import { asSentence, quote, quoteSentence, sentencesOf, ventureIn, wholeSentences } from './text';

describe('text helpers', () => {
  const LONG = 'Independent grocers throw away fresh produce every week because nobody has time to check the shelves. ' +
    'Our app reads the point-of-sale data, predicts what will sell out and sends the store manager a prioritized restock list on their phone every morning before the doors open. ' +
    'It also suggests markdowns for what will not sell.';

  it('splits sentences and keeps only whole leading sentences within the word budget', () => {
    expect(sentencesOf('First one.  Second\none! Third?')).toEqual(['First one.', 'Second', 'one!', 'Third?']);
    expect(wholeSentences(LONG, 20)).toBe('Independent grocers throw away fresh produce every week because nobody has time to check the shelves.');
    expect(wholeSentences(LONG, 50)).toBe(LONG.split(' It also')[0]);
    expect(wholeSentences(LONG, 5)).toBeNull();
    expect(wholeSentences(LONG, 100, 1)).toBe('Independent grocers throw away fresh produce every week because nobody has time to check the shelves.');
  });

  it('quotes whole sentences or nothing, never a cut sentence nor a sentence about the founder\'s text', () => {
    expect(quote('Pay monthly.', 5)).toBe('"Pay monthly"');
    expect(quoteSentence('Pay monthly', 5)).toBe('"Pay monthly."');
    expect(quoteSentence('Really?', 5)).toBe('"Really?"');
    expect(quoteSentence(LONG, 10)).toBeNull();
    expect(quote(LONG, 10)).toBeNull();
    for (const budget of [5, 10, 20, 30, 40, 60, 80]) {
      const quoted = quoteSentence(LONG, budget);
      expect(quoted === null || LONG.startsWith(quoted.slice(1, -1))).toBe(true);
      expect(quoted ?? '').not.toMatch(/…|\.\.\./);
      expect(quoted === null || /[.!?]"$/.test(quoted)).toBe(true);
    }
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
});
