import { COUNTRY_CODES, countryLabel, CURRENCIES, CURRENCY_CODES, type CountryCode, type CurrencyCode } from '@founder/contracts';

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

/** The currencies an idea can be in, as a select lists them: 'KES – Kenyan shilling'. */
export const CURRENCY_OPTIONS: ReadonlyArray<SelectOption<CurrencyCode>> = CURRENCY_CODES.map((code) => ({ value: code, label: `${code} – ${CURRENCIES[code].name}` }));

/** The countries an idea can be based in, by name from A to Z: 'Kenya', 'United Kingdom'. */
export const COUNTRY_OPTIONS: ReadonlyArray<SelectOption<CountryCode>> = COUNTRY_CODES.map((code) => ({ value: code, label: countryLabel(code) })).sort((a, b) =>
  a.label.localeCompare(b.label, 'en'),
);

/** The first option of the wizard's currency and country selects: nothing chosen, the service reads the founder's text. */
export const DETECT_FROM_DESCRIPTION = 'Detect from my description';
