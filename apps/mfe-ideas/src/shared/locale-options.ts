import { COUNTRY_CODES, countryLabel, CURRENCIES, CURRENCY_CODES, type CountryCode, type CurrencyCode } from '@founder/contracts';

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

/** The currencies an idea can be in, as a select lists them: 'KES – Kenyan shilling'. */
export const CURRENCY_OPTIONS: ReadonlyArray<SelectOption<CurrencyCode>> = CURRENCY_CODES.map((code) => ({ value: code, label: `${code} – ${CURRENCIES[code].name}` }));

let countries: ReadonlyArray<SelectOption<CountryCode>> | null = null;

/**
 * The countries an idea can be based in, by name from A to Z: 'Kenya', 'United Kingdom'. Sorted on
 * first use, not when the module is evaluated: localeCompare's first call sets up ICU's collator
 * (~35 ms of the task that evaluates every idea tool, on a phone).
 */
export function countryOptions(): ReadonlyArray<SelectOption<CountryCode>> {
  countries ??= COUNTRY_CODES.map((code) => ({ value: code, label: countryLabel(code) })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return countries;
}

/** The first option of the wizard's currency and country selects: nothing chosen, the service reads the founder's text. */
export const DETECT_FROM_DESCRIPTION = 'Detect from my description';
