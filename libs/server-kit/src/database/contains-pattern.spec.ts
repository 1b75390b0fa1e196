import { containsPattern } from './contains-pattern';

describe('containsPattern', () => {
  it('matches anywhere and escapes the pattern characters', () => {
    expect(containsPattern('AI')).toBe('%AI%');
    expect(containsPattern('100%_sure\\')).toBe('%100\\%\\_sure\\\\%');
  });
});
