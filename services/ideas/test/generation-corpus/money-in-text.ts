import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from '@founder/contracts';

/** Currencies called dollars: a figure in 'dollars' is not foreign to them. */
const DOLLAR_CURRENCIES: readonly CurrencyCode[] = ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN'];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A currency's sign as it starts an amount, guarded so one sign is not read inside another:
 * '$' not in 'CA$' or 'US$', 'R' not in 'R$', '¥' not in 'CN¥', 'A$' not in 'CA$'.
 */
function signPattern(sign: string): string {
  if (sign === '$') return String.raw`(?<![A-Za-z$])\$`;
  if (sign === 'R') return String.raw`(?<![A-Za-z])R(?!\$)`;
  if (sign === '¥') return String.raw`(?<!CN)¥`;
  return /^[A-Za-z]/.test(sign) ? String.raw`(?<![A-Za-z])${escaped(sign)}` : escaped(sign);
}

/**
 * Every way a figure in another currency than `currency` is written: its sign or its code beside a
 * digit, 'US$', '500 dollars'. The rate the documents state once ('1 US dollar = 129.2 KES') is no figure.
 */
function foreignMoneyPattern(currency: CurrencyCode): RegExp {
  const alternatives = CURRENCY_CODES.filter((code) => code !== currency).flatMap((code) => [
    String.raw`${signPattern(CURRENCIES[code].sign.trim())}\s?\d`,
    String.raw`\b${code}\s?\d`,
    String.raw`\d\s?${code}\b(?!\s*=)`,
  ]);
  if (currency !== 'USD') alternatives.push(String.raw`US\$\s?\d`);
  if (!DOLLAR_CURRENCIES.includes(currency)) alternatives.push(String.raw`\d[\d,.]*\s?(?:(?:thousand|million|billion)\s)?(?:US\s)?dollars?\b(?!\s*=)`);
  return new RegExp(alternatives.join('|'), 'g');
}

const PATTERNS = new Map<CurrencyCode, RegExp>();

/** The money figures of a text written in another currency than the idea's, with where each starts. */
export function foreignMoney(text: string, currency: CurrencyCode): Array<{ figure: string; index: number }> {
  let pattern = PATTERNS.get(currency);
  if (!pattern) PATTERNS.set(currency, (pattern = foreignMoneyPattern(currency)));
  return [...text.matchAll(pattern)].map((match) => ({ figure: match[0], index: match.index ?? 0 }));
}
