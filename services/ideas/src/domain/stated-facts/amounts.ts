import { COUNTRIES, CURRENCY_CODES, type CountryCode, type CurrencyCode } from '@founder/contracts';
import { cents } from '../money';

/**
 * Amounts of money as founders write them, each in the currency its sign or code names: 'KES 18,000',
 * 'KSh 18,000', '18,000 KES', 'Rs. 499', '₹1,50,000', '€1.200' (a dot before three digits groups
 * thousands), 'R$ 49,90' (a comma before one or two digits is a decimal comma), "CHF 1'200", 'CHF 29.-',
 * '1.5k'. Nothing is converted: the amount is the founder's number in the founder's currency.
 */

export interface Money {
  /** As written: 'KES 18,000', '£4.99', '$3k'. */
  text: string;
  amount: number;
  currency: CurrencyCode;
  /** Where it starts and ends in the text read. */
  start: number;
  end: number;
  /** Written in millions or more ('$2.5B', 'KES 1.2 million'): a market, a round or revenue, never a price. */
  large: boolean;
}

type Reading = CurrencyCode | ((country: CountryCode | null) => CurrencyCode);

/** The currencies written with a bare '$' in their country; elsewhere '$' is the US dollar. */
const DOLLAR_CURRENCIES: readonly CurrencyCode[] = ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN'];
const local = (country: CountryCode | null, among: readonly CurrencyCode[], otherwise: CurrencyCode): CurrencyCode => {
  const currency = country ? COUNTRIES[country].currency : null;
  return currency && among.includes(currency) ? currency : otherwise;
};
const dollar: Reading = (country) => local(country, DOLLAR_CURRENCIES, 'USD');
const yen: Reading = (country) => local(country, ['CNY'], 'JPY');
const krona: Reading = (country) => local(country, ['SEK', 'NOK', 'DKK'], 'SEK');
const krone: Reading = (country) => local(country, ['NOK', 'DKK'], 'NOK');
const pound: Reading = (country) => local(country, ['EGP'], 'GBP');
const peso: Reading = (country) => local(country, ['PHP'], 'MXN');

const CODES: Readonly<Record<string, Reading>> = Object.fromEntries([...CURRENCY_CODES.map((code) => [code, code]), ['RMB', 'CNY']]);
// 'PHP 8' is more often the language than the peso: before a number the peso is '₱'.
const CODES_BEFORE = Object.fromEntries(Object.entries(CODES).filter(([code]) => code !== 'PHP'));

/** Signs and codes written before the number. */
const MARKS_BEFORE: Readonly<Record<string, Reading>> = {
  ...CODES_BEFORE,
  'US$': 'USD', 'CA$': 'CAD', C$: 'CAD', 'AU$': 'AUD', A$: 'AUD', 'NZ$': 'NZD', S$: 'SGD', 'HK$': 'HKD', 'MX$': 'MXN',
  R$: 'BRL', 'CN¥': 'CNY', 'GH₵': 'GHS', 'E£': 'EGP', $: dollar, '£': 'GBP', '€': 'EUR', '¥': yen, '₹': 'INR',
  '₦': 'NGN', '₩': 'KRW', '₱': 'PHP', '₺': 'TRY', '₵': 'GHS', KSh: 'KES', Ksh: 'KES', Kshs: 'KES', 'Kshs.': 'KES',
  'Ksh.': 'KES', Rs: 'INR', 'Rs.': 'INR', Rp: 'IDR', 'Rp.': 'IDR', R: 'ZAR', 'Fr.': 'CHF', kr: krona, 'kr.': krona,
};
/** Signs, codes and names written after the number: '18,000 KES', '29 €', '2,000 naira'. */
const MARKS_AFTER: Readonly<Record<string, Reading>> = {
  ...CODES,
  '€': 'EUR', 'zł': 'PLN', '円': 'JPY', kr: krona, 'kr.': krona, dollar, dollars: dollar, euro: 'EUR', euros: 'EUR',
  pound, pounds: pound, shilling: 'KES', shillings: 'KES', naira: 'NGN', rupee: 'INR', rupees: 'INR', rupiah: 'IDR',
  rand: 'ZAR', reais: 'BRL', peso, pesos: peso, yen: 'JPY', yuan: 'CNY', franc: 'CHF', francs: 'CHF', krona: 'SEK',
  kronor: 'SEK', krone: krone, kroner: krone, zloty: 'PLN', 'złoty': 'PLN', zlotys: 'PLN', cedi: 'GHS', cedis: 'GHS',
  dirham: 'AED', dirhams: 'AED', lira: 'TRY',
};

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest first, so 'US$' wins over '$' and 'R$' over 'R'; a mark of letters stands apart from other letters. */
const alternation = (marks: readonly string[]) =>
  [...marks]
    .sort((a, b) => b.length - a.length)
    .map((mark) => (/^[A-Za-z]/.test(mark) ? `(?<![A-Za-z])${escape(mark)}` : escape(mark)) + (/[A-Za-z.]$/.test(mark) ? '(?![A-Za-z])' : ''))
    .join('|');
/** Names after the number are written in lower case or capitalised ('Dollars'); codes only in capitals. */
const casedVariants = (marks: readonly string[]) => marks.flatMap((mark) => (/^[a-z]{3,}$/.test(mark) && !(mark.toUpperCase() in CODES) ? [mark, mark[0].toUpperCase() + mark.slice(1)] : [mark]));

// Thousands by commas, dots (before exactly three digits), apostrophes, Indian lakh grouping; else a plain number with a decimal point or comma.
const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d{1,3}(?:['’]\d{3})+(?:\.\d{1,2})?|\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?!\d)`;
const SCALE = String.raw`(?:\s?(k|K|m|M|mn|bn|B|million|billion|trillion|lakhs?|crores?)(?![A-Za-z]))?`;
const SCALES: Readonly<Record<string, number>> = {
  k: 1e3, m: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9, trillion: 1e12, lakh: 1e5, lakhs: 1e5, crore: 1e7, crores: 1e7,
};
const BEFORE = new RegExp(String.raw`(${alternation(Object.keys(MARKS_BEFORE))})[ \u00a0]?(${NUMBER})(\.[-–])?${SCALE}`, 'g');
const AFTER = new RegExp(
  String.raw`(?<![\d.,'’$€£¥₹₦₩₱₺])(${NUMBER})${SCALE}[ \u00a0]?(${alternation(casedVariants(Object.keys(MARKS_AFTER)))})(?!\s+of\b)`,
  'g',
);

/** '18,000' -> 18000, '1.200' -> 1200, '49,90' -> 49.9, "1'200" -> 1200, '1,50,000' -> 150000. */
export function numberOf(written: string): number {
  const plain = written.replace(/['’]/g, '');
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(plain)) return Number(plain.replace(/\./g, '').replace(',', '.'));
  if (/^\d+,\d{1,2}$/.test(plain)) return Number(plain.replace(',', '.'));
  return Number(plain.replace(/,/g, ''));
}

const read = (reading: Reading, country: CountryCode | null): CurrencyCode => (typeof reading === 'function' ? reading(country) : reading);

function moneyOf(match: RegExpMatchArray, number: string, scale: string | undefined, reading: Reading, country: CountryCode | null): Money {
  const multiplier = scale ? SCALES[scale.toLowerCase()] : 1;
  const start = match.index ?? 0;
  return {
    text: match[0],
    amount: cents(numberOf(number) * multiplier),
    currency: read(reading, country),
    start,
    end: start + match[0].length,
    large: multiplier >= 1e6,
  };
}

/** Every amount of money in a text, in order; a bare '$' is the dollar of the idea's country, else the US dollar. */
export function amountsIn(text: string, country: CountryCode | null): Money[] {
  if (!/\d/.test(text)) return [];
  const found = [...text.matchAll(BEFORE)].map((match) => moneyOf(match, match[2], match[4], MARKS_BEFORE[match[1]], country));
  for (const match of text.matchAll(AFTER)) {
    const mark = MARKS_AFTER[match[3]] ?? MARKS_AFTER[match[3].toLowerCase()];
    const money = moneyOf(match, match[1], match[2], mark, country);
    if (!found.some((other) => money.start < other.end && other.start < money.end)) found.push(money);
  }
  return found.sort((a, b) => a.start - b.start);
}
