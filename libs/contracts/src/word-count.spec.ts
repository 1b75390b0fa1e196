import { wordCount } from './word-count';

describe('wordCount', () => {
  it('splits the text on spaces', () => {
    expect(wordCount('Meal plans for shift workers')).toBe(5);
    expect(wordCount('$2.5B - $10B')).toBe(3);
  });

  it('counts an empty text as 0 and ignores repeated spaces', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('   ')).toBe(0);
    expect(wordCount('  two   words ')).toBe(2);
  });

  it('counts line breaks and tabs as spaces', () => {
    expect(wordCount('First paragraph.\n\nSecond one here.')).toBe(5);
    expect([wordCount(''), wordCount('  one  two\nthree\t'), wordCount('a-b c')]).toEqual([0, 3, 2]);
  });
});
