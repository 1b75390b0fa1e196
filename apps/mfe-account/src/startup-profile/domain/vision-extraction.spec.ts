import {
  FALLBACK_COMPANY_NAME,
  FALLBACK_PROBLEM,
  FALLBACK_SOLUTION,
  extractFromVision,
  suggestCompanyName,
  suggestIndustry,
  suggestProblem,
  suggestSolution,
} from './vision-extraction';

describe('suggestCompanyName (spec section 5)', () => {
  it('takes the first word longer than 3 characters that starts with a capital', () => {
    expect(suggestCompanyName('We are Bob and FitFuel helps runners')).toBe('FitFuel');
    expect(suggestCompanyName('the Acme corp builds Rockets')).toBe('Acme');
  });

  it('skips capitalised words of 3 characters or fewer and lower-case words', () => {
    expect(suggestCompanyName('I Am The best company named Zeta')).toBe('Zeta');
  });

  it('leaves punctuation around a word out of the name', () => {
    expect(suggestCompanyName('"Meadow," a garden planner.')).toBe('Meadow');
  });

  it("falls back to 'Your Startup'", () => {
    expect(FALLBACK_COMPANY_NAME).toBe('Your Startup');
    expect(suggestCompanyName('an idea with no capitals at all')).toBe('Your Startup');
    expect(suggestCompanyName('')).toBe('Your Startup');
  });
});

describe('suggestIndustry (spec section 5)', () => {
  it.each([
    ['fitness', 'A fitness tracker for climbers', 'Healthcare'],
    ['health', 'Better mental HEALTH at work', 'Healthcare'],
    ['food', 'Leftover food for shelters', 'Food & Beverage'],
    ['app', 'An app for dog walkers', 'Technology'],
    ['software', 'Accounting software for bakers', 'Technology'],
    ['education', 'Online education for nurses', 'Education'],
    ['finance', 'Personal finance coaching', 'Finance'],
    ['ecommerce', 'An ecommerce store builder', 'E-commerce'],
    ['shopping', 'Group shopping for neighbours', 'E-commerce'],
  ])('maps the keyword %s', (_keyword, vision, industry) => {
    expect(suggestIndustry(vision)).toBe(industry);
  });

  it('takes the first rule in the spec order when several keywords appear', () => {
    expect(suggestIndustry('A food delivery app')).toBe('Food & Beverage');
    expect(suggestIndustry('Shopping software')).toBe('Technology');
    expect(suggestIndustry('A finance app about health')).toBe('Healthcare');
  });

  it('matches keywords inside words, as the spec reads the text', () => {
    expect(suggestIndustry('Seafood markets')).toBe('Food & Beverage');
  });

  it('defaults to Technology', () => {
    expect(suggestIndustry('Renting bicycles to tourists')).toBe('Technology');
  });
});

describe('suggestProblem (spec section 5)', () => {
  it.each(['problem', 'issue', 'challenge', 'struggle', 'difficult', 'lack of'])('finds the first sentence containing %s', (word) => {
    const vision = `We are Meadow. Gardeners face a ${word} with watering! We fix it with a platform.`;
    expect(suggestProblem(vision)).toBe(`Gardeners face a ${word} with watering`);
  });

  it('takes the first such sentence, in any case', () => {
    expect(suggestProblem('PROBLEMS abound. Another issue here.')).toBe('PROBLEMS abound');
  });

  it("falls back to 'Identified from your vision description'", () => {
    expect(FALLBACK_PROBLEM).toBe('Identified from your vision description');
    expect(suggestProblem('A lovely garden planner for everyone.')).toBe('Identified from your vision description');
  });
});

describe('suggestSolution (spec section 5)', () => {
  it.each(['solution', 'solve', 'app', 'platform', 'service', 'tool'])('finds the first sentence containing %s', (word) => {
    const vision = `Gardeners waste water. Our ${word} waters at the right time? Great.`;
    expect(suggestSolution(vision)).toBe(`Our ${word} waters at the right time`);
  });

  it("falls back to 'Extracted from your vision description'", () => {
    expect(FALLBACK_SOLUTION).toBe('Extracted from your vision description');
    expect(suggestSolution('Gardeners waste water. We care.')).toBe('Extracted from your vision description');
  });
});

describe('extractFromVision', () => {
  it('applies the four rules to one vision', () => {
    expect(
      extractFromVision('FitFuel helps amateur athletes eat well. Athletes struggle to plan meals around training. Our app plans every meal.'),
    ).toEqual({
      suggestedCompanyName: 'FitFuel',
      suggestedIndustry: 'Technology',
      suggestedProblem: 'Athletes struggle to plan meals around training',
      suggestedSolution: 'Our app plans every meal',
    });
  });
});
