import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from '@founder/contracts';

/** One amount of money written in a text: '$450', 'KES 18,000', '€1.2M', '18,000 KES'. */
export interface MoneyMention {
  /** As written, trimmed: 'KES 18,000'. */
  text: string;
  /** What the sign or code means; a bare '$' reads as USD (see `bareDollar`). */
  currency: CurrencyCode;
  /** Written with a bare '$', which a founder outside the United States may use for their own dollar. */
  bareDollar: boolean;
  /** The amount, magnitude applied: '€1.2M' -> 1200000. */
  value: number;
  /** Where the mention starts in the text. */
  index: number;
}

/** The dollars a bare '$' may mean (founder-locale.ts reads '$' as the country's dollar in these). */
export const DOLLAR_CURRENCIES: readonly CurrencyCode[] = ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN'];

/** Every sign of CURRENCIES, its ISO code, and signs people write beside them ('US$', 'KSh'). */
const SIGNS: ReadonlyMap<string, CurrencyCode> = new Map([
  ...CURRENCY_CODES.map((code): [string, CurrencyCode] => [CURRENCIES[code].sign.trim(), code]),
  ...CURRENCY_CODES.map((code): [string, CurrencyCode] => [code, code]),
  ['US$', 'USD'],
  ['KSh', 'KES'],
  ['Ksh', 'KES'],
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest first, so 'CA$' is read before '$' and 'CN¥' before '¥'; a sign of letters starts a word ('R' for rand only right before a digit). */
const SIGN_PATTERN = [...SIGNS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((sign) => (/^[A-Za-z]/.test(sign) ? `\\b${escape(sign)}` : escape(sign)))
  .map((sign) => (sign === '\\bR' ? '\\bR(?=\\d)' : sign))
  .join('|');
const CODE_PATTERN = CURRENCY_CODES.join('|');
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const MAGNITUDE = String.raw`(?:\s?(k|K|m|M|bn|B|T|thousand|million|billion|trillion)\b)?`;
const MONEY = new RegExp(String.raw`(${SIGN_PATTERN})\s?${NUMBER}${MAGNITUDE}|(?<![\d.,])${NUMBER}${MAGNITUDE}\s?(${CODE_PATTERN})\b`, 'g');

const MAGNITUDES: Readonly<Record<string, number>> = {
  k: 1e3, K: 1e3, thousand: 1e3, m: 1e6, M: 1e6, million: 1e6, bn: 1e9, B: 1e9, billion: 1e9, T: 1e12, trillion: 1e12,
};

/** Every amount of money in a text with its currency, in order. Words alone ('40 dollars') are not read: only signs and codes. */
export function moneyMentions(text: string): MoneyMention[] {
  return [...text.matchAll(MONEY)].map((match) => {
    const [sign, number, magnitude] = match[1] ? [match[1], match[2], match[3]] : [match[6], match[4], match[5]];
    return {
      text: match[0].trim(),
      currency: SIGNS.get(sign) as CurrencyCode,
      bareDollar: sign === '$',
      value: Number(number.replace(/,/g, '')) * (magnitude ? MAGNITUDES[magnitude] : 1),
      index: match.index ?? 0,
    };
  });
}

/** The text with every amount of money blanked out: what is left of its numbers are counts, years and percentages. */
export function withoutMoney(text: string): string {
  return text.replace(MONEY, (money) => ' '.repeat(money.length));
}

/** Whether a mention is in `currency`: its own sign or code, or a bare '$' for a dollar currency. */
export function inCurrency(mention: MoneyMention, currency: CurrencyCode): boolean {
  return mention.currency === currency || (mention.bareDollar && DOLLAR_CURRENCIES.includes(currency));
}
