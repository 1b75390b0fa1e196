import { titleFileStem, titleSlug } from './title-slug';

describe('titleSlug (the ASCII file name)', () => {
  it('lower-cases, drops accents and joins words with dashes', () => {
    expect(titleSlug('PantryPal: AI meals!')).toBe('pantrypal-ai-meals');
    expect(titleSlug('Café Über Straße')).toBe('cafe-uber-strasse');
    expect(titleSlug('Łódź Smørrebrød')).toBe('lodz-smorrebrod');
  });

  it('transliterates Cyrillic and Greek into a meaningful name', () => {
    expect(titleSlug('Умная пекарня')).toBe('umnaya-pekarnya');
    expect(titleSlug('Щедрий хліб: їжа')).toBe('shchedriy-khlib-yizha');
    expect(titleSlug('Ελληνικά καφέ')).toBe('ellinika-kafe');
  });

  it("is 'idea' when no letter has a Latin spelling, and at most 60 characters", () => {
    expect(titleSlug('日本語')).toBe('idea');
    expect(titleSlug('!!!')).toBe('idea');
    expect(titleSlug('x'.repeat(70))).toHaveLength(60);
    expect(titleSlug(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
  });
});

describe('titleFileStem (the UTF-8 file name)', () => {
  it("keeps the title's own letters in any script", () => {
    expect(titleFileStem('Умная пекарня')).toBe('умная-пекарня');
    expect(titleFileStem('智能面包店 2.0')).toBe('智能面包店-2-0');
    expect(titleFileStem('Ελληνικά: Café!')).toBe('ελληνικά-café');
  });

  it("is 'idea' without letters, and at most 60 characters", () => {
    expect(titleFileStem('— ? —')).toBe('idea');
    expect([...titleFileStem('智'.repeat(70))]).toHaveLength(60);
  });
});
