import { fileSlug } from './file-download';

describe('fileSlug', () => {
  it('keeps lowercase letters and digits, joined by dashes', () => {
    expect(fileSlug('Meal Plans, Inc. 2.0')).toBe('meal-plans-inc-2-0');
    expect(fileSlug('¿¿')).toBe('idea');
  });
});
