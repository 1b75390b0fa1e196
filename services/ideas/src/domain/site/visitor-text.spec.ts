import { isInternalSentence, visitorSentences } from './visitor-text';

describe('isInternalSentence', () => {
  it.each([
    'Target: 150 units leased to 40 cooperatives by month 12.',
    'Our goal is 6,000 paying families.',
    'We plan to reach 40 cooperatives next year.',
    'Break-even comes in year three.',
    'We are raising a seed round of $500,000.',
    'Profitable by the end of year two.',
  ])('keeps %j for the team', (sentence) => {
    expect(isInternalSentence(sentence)).toBe(true);
  });

  it.each([
    'Premium plan at £4.99/month or £39.99/year.',
    'Lease at KES 18,000 per cooling unit per month.',
    'A unit cools 500 litres to 4°C within three hours.',
    'Plans start at $12 a month.',
  ])('lets a visitor read %j', (sentence) => {
    expect(isInternalSentence(sentence)).toBe(false);
  });
});

describe('visitorSentences', () => {
  const TEXT = 'We cool milk. Target: 150 units by month 12. Farmers pay per litre.';

  it('keeps whole sentences within the characters, skipping the internal ones', () => {
    expect(visitorSentences(TEXT, 200)).toBe('We cool milk. Farmers pay per litre.');
    expect(visitorSentences(TEXT, 35)).toBe('We cool milk.');
    expect(visitorSentences(TEXT, 36)).toBe('We cool milk. Farmers pay per litre.');
    expect(visitorSentences(TEXT, 200, 1)).toBe('We cool milk.');
    expect(visitorSentences(TEXT, 12)).toBeNull();
  });

  it('keeps a quotation of several sentences whole or leaves it out', () => {
    const quoted = 'Founded in Nyeri. In her words: "We cool milk. Farmers pay per litre." Join us.';
    expect(visitorSentences(quoted, 200)).toBe(quoted);
    expect(visitorSentences(quoted, 40)).toBe('Founded in Nyeri.');
  });
});
