import { companyNameOf, COUNTRIES, COUNTRY_CODES, isCurrencyCode, type CountryCode, type CurrencyCode } from '@founder/contracts';
import { LRUCache } from 'lru-cache';
import { currencyInText } from './stated-facts';

// The default company name is shared with the wizard, which shows it as a placeholder.
export { companyNameOf } from '@founder/contracts';

/**
 * An idea's company name, country and currency: the founder's explicit choice, else what their own
 * text says (ARCHITECTURE.md section 7: the founder's facts are law), else a stated default.
 */

/**
 * The country a text names most (its name, adjective, regions and large cities), the first named on a
 * tie, or null: 'students in Kerala and Tamil Nadu ... Indian accents' is India, whatever else it names once.
 */
export function countryInText(text: string): CountryCode | null {
  let found: { code: CountryCode; mentions: number; at: number } | null = null;
  for (const code of COUNTRY_CODES) {
    const words = new RegExp(COUNTRIES[code].words.source, 'g');
    const matches = [...text.matchAll(words)];
    if (matches.length === 0) continue;
    const at = matches[0].index ?? 0;
    if (found === null || matches.length > found.mentions || (matches.length === found.mentions && at < found.at)) found = { code, mentions: matches.length, at };
  }
  return found?.code ?? null;
}

/** The currency a founder's prices are written in, read as statedFacts reads it (a bare '$' by the country, else US dollars). */
export { currencyInText };

export interface FounderLocale {
  companyName: string;
  country: CountryCode | null;
  currency: CurrencyCode;
}

/** What an idea's locale is read from: its stored choices (null: not chosen), its title and its texts. */
interface LocaleSource {
  ideaTitle: string;
  companyName?: string | null;
  country?: string | null;
  currency?: string | null;
  texts: ReadonlyArray<string | null | undefined>;
}

/** The effective company name, country and currency of an idea from its stored choices (null: not chosen) and its text. */
export function founderLocale(idea: LocaleSource): FounderLocale {
  const key = JSON.stringify([idea.ideaTitle, idea.companyName, idea.country, idea.currency, idea.texts]);
  let locale = recentLocales.get(key);
  if (!locale) {
    locale = Object.freeze(readFounderLocale(idea));
    recentLocales.set(key, locale);
  }
  return locale;
}

/**
 * Without the founder's choices the country and currency are read from the whole text (every
 * country's words, every price), and a request asks several times (the idea's figures, its answer):
 * the latest kept, by what they were read from, frozen.
 */
const recentLocales = new LRUCache<string, FounderLocale>({ max: 256 });

function readFounderLocale(idea: LocaleSource): FounderLocale {
  const text = idea.texts.filter(Boolean).join('\n');
  const country = idea.country && idea.country in COUNTRIES ? (idea.country as CountryCode) : countryInText(`${idea.ideaTitle}\n${text}`);
  const currency = isCurrencyCode(idea.currency) ? idea.currency : currencyInText(text, country) ?? (country ? COUNTRIES[country].currency : 'USD');
  return { companyName: idea.companyName?.trim() || companyNameOf(idea.ideaTitle), country, currency };
}
