import { COUNTRY_CODES, CURRENCY_CODES } from '@founder/contracts';
import { countryOptions, CURRENCY_OPTIONS } from './locale-options';

describe('the currency and country options', () => {
  it('list every currency as code and name, in the order of the list', () => {
    expect(CURRENCY_OPTIONS.map((option) => option.value)).toEqual(CURRENCY_CODES);
    expect(CURRENCY_OPTIONS.find((option) => option.value === 'KES')).toEqual({ value: 'KES', label: 'KES – Kenyan shilling' });
    expect(CURRENCY_OPTIONS[0]).toEqual({ value: 'USD', label: 'USD – US dollar' });
  });

  it('list every country by its name from A to Z, without a leading "the"', () => {
    expect(countryOptions().map((option) => option.value).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(countryOptions().slice(0, 3).map((option) => option.label)).toEqual(['Australia', 'Austria', 'Belgium']);
    expect(countryOptions().find((option) => option.value === 'GB')).toEqual({ value: 'GB', label: 'United Kingdom' });
    expect(countryOptions().at(-1)!.label).toBe('United States');
    expect(countryOptions()).toBe(countryOptions());
  });
});
