import { companyNameOf, COUNTRIES, COUNTRY_CODES, isCurrencyCode, type CountryCode, type CurrencyCode } from '@founder/contracts';

// The default company name is shared with the wizard, which shows it as a placeholder.
export { companyNameOf } from '@founder/contracts';

/**
 * An idea's company name, country and currency: the founder's explicit choice, else what their own
 * text says (ARCHITECTURE.md section 7: the founder's facts are law), else a stated default.
 */

/** The country a text names first (a name, an adjective or a large city), or null. */
export function countryInText(text: string): CountryCode | null {
  let found: { code: CountryCode; at: number } | null = null;
  for (const code of COUNTRY_CODES) {
    const at = text.search(COUNTRIES[code].words);
    if (at >= 0 && (found === null || at < found.at)) found = { code, at };
  }
  return found?.code ?? null;
}

/** Signs and codes a price may be written with, longest first, each with the currency it means. '$' alone is left to the country. */
const CURRENCY_MARKS: ReadonlyArray<[RegExp, CurrencyCode]> = [
  [/US\$|\bUSD\b/, 'USD'], [/CA\$|C\$|\bCAD\b/, 'CAD'], [/A\$|AU\$|\bAUD\b/, 'AUD'], [/NZ\$|\bNZD\b/, 'NZD'],
  [/S\$|\bSGD\b/, 'SGD'], [/HK\$|\bHKD\b/, 'HKD'], [/MX\$|\bMXN\b/, 'MXN'], [/R\$|\bBRL\b/, 'BRL'],
  [/£|\bGBP\b/, 'GBP'], [/€|\bEUR\b|\beuros?\b/i, 'EUR'], [/\bCHF\b/, 'CHF'], [/\bSEK\b/, 'SEK'], [/\bNOK\b/, 'NOK'],
  [/\bDKK\b/, 'DKK'], [/\bPLN\b|zł/, 'PLN'], [/\bJPY\b|円/, 'JPY'], [/\bCNY\b|\bRMB\b|CN¥/, 'CNY'], [/₩|\bKRW\b/, 'KRW'],
  [/₹|\bINR\b|\bRs\.?\s?\d/, 'INR'], [/\bIDR\b|\bRp\s?\d/, 'IDR'], [/₱|\bPHP\b/, 'PHP'], [/₦|\bNGN\b|\bnaira\b/i, 'NGN'],
  [/\bKES\b|\bKSh\b|\bKshs?\b/, 'KES'], [/GH₵|\bGHS\b|\bcedis?\b/, 'GHS'], [/\bZAR\b|\bR\s?\d/, 'ZAR'], [/\bEGP\b/, 'EGP'],
  [/\bAED\b/, 'AED'], [/₺|\bTRY\b/, 'TRY'], [/¥/, 'JPY'],
];

/** The currency a founder's prices are written in: the first mark in the text; a bare '$' is the country's dollar, else US dollars. */
export function currencyInText(text: string, country: CountryCode | null): CurrencyCode | null {
  let found: { currency: CurrencyCode; at: number } | null = null;
  for (const [mark, currency] of CURRENCY_MARKS) {
    const at = text.search(mark);
    if (at >= 0 && (found === null || at < found.at)) found = { currency, at };
  }
  if (found) return found.currency;
  if (/\$\s?\d/.test(text)) {
    const local = country ? COUNTRIES[country].currency : null;
    return local && ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN'].includes(local) ? local : 'USD';
  }
  return null;
}

export interface FounderLocale {
  companyName: string;
  country: CountryCode | null;
  currency: CurrencyCode;
}

/** The effective company name, country and currency of an idea from its stored choices (null: not chosen) and its text. */
export function founderLocale(idea: {
  ideaTitle: string;
  companyName?: string | null;
  country?: string | null;
  currency?: string | null;
  texts: ReadonlyArray<string | null | undefined>;
}): FounderLocale {
  const text = idea.texts.filter(Boolean).join('\n');
  const country = idea.country && idea.country in COUNTRIES ? (idea.country as CountryCode) : countryInText(`${idea.ideaTitle}\n${text}`);
  const currency = isCurrencyCode(idea.currency) ? idea.currency : currencyInText(text, country) ?? (country ? COUNTRIES[country].currency : 'USD');
  return { companyName: idea.companyName?.trim() || companyNameOf(idea.ideaTitle), country, currency };
}
