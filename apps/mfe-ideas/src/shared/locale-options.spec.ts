import { COUNTRY_CODES, CURRENCY_CODES } from '@founder/contracts';
import { COUNTRY_OPTIONS, CURRENCY_OPTIONS } from './locale-options';

describe('the currency and country options', () => {
  it('list every currency as code and name, in the order of the list', () => {
    expect(CURRENCY_OPTIONS.map((option) => option.value)).toEqual(CURRENCY_CODES);
    expect(CURRENCY_OPTIONS.find((option) => option.value === 'KES')).toEqual({ value: 'KES', label: 'KES – Kenyan shilling' });
    expect(CURRENCY_OPTIONS[0]).toEqual({ value: 'USD', label: 'USD – US dollar' });
  });

  it('list every country by its name from A to Z, without a leading "the"', () => {
    expect(COUNTRY_OPTIONS.map((option) => option.value).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(COUNTRY_OPTIONS.slice(0, 3).map((option) => option.label)).toEqual(['Australia', 'Austria', 'Belgium']);
    expect(COUNTRY_OPTIONS.find((option) => option.value === 'GB')).toEqual({ value: 'GB', label: 'United Kingdom' });
    expect(COUNTRY_OPTIONS.at(-1)!.label).toBe('United States');
  });
});
