/**
 * The currencies an idea can be priced and planned in (ISO 4217), each with the sign documents print
 * before an amount and its minor digits. Every figure of an idea's documents is in its currency
 * (ARCHITECTURE.md section 7); the browser and the exports format with the same function.
 */
export const CURRENCIES = {
  USD: { name: 'US dollar', sign: '$', digits: 2 },
  CAD: { name: 'Canadian dollar', sign: 'CA$', digits: 2 },
  AUD: { name: 'Australian dollar', sign: 'A$', digits: 2 },
  NZD: { name: 'New Zealand dollar', sign: 'NZ$', digits: 2 },
  SGD: { name: 'Singapore dollar', sign: 'S$', digits: 2 },
  HKD: { name: 'Hong Kong dollar', sign: 'HK$', digits: 2 },
  MXN: { name: 'Mexican peso', sign: 'MX$', digits: 2 },
  BRL: { name: 'Brazilian real', sign: 'R$', digits: 2 },
  GBP: { name: 'pound sterling', sign: '£', digits: 2 },
  EUR: { name: 'euro', sign: '€', digits: 2 },
  CHF: { name: 'Swiss franc', sign: 'CHF ', digits: 2 },
  SEK: { name: 'Swedish krona', sign: 'SEK ', digits: 2 },
  NOK: { name: 'Norwegian krone', sign: 'NOK ', digits: 2 },
  DKK: { name: 'Danish krone', sign: 'DKK ', digits: 2 },
  PLN: { name: 'Polish złoty', sign: 'PLN ', digits: 2 },
  JPY: { name: 'Japanese yen', sign: '¥', digits: 0 },
  CNY: { name: 'Chinese yuan', sign: 'CN¥', digits: 2 },
  KRW: { name: 'South Korean won', sign: '₩', digits: 0 },
  INR: { name: 'Indian rupee', sign: '₹', digits: 2 },
  IDR: { name: 'Indonesian rupiah', sign: 'Rp ', digits: 0 },
  PHP: { name: 'Philippine peso', sign: '₱', digits: 2 },
  NGN: { name: 'Nigerian naira', sign: '₦', digits: 2 },
  KES: { name: 'Kenyan shilling', sign: 'KES ', digits: 2 },
  GHS: { name: 'Ghanaian cedi', sign: 'GH₵', digits: 2 },
  ZAR: { name: 'South African rand', sign: 'R', digits: 2 },
  EGP: { name: 'Egyptian pound', sign: 'EGP ', digits: 2 },
  AED: { name: 'UAE dirham', sign: 'AED ', digits: 2 },
  TRY: { name: 'Turkish lira', sign: '₺', digits: 2 },
} as const satisfies Record<string, { name: string; sign: string; digits: number }>;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CURRENCIES, value);
}

/**
 * A number with en-US thousands separators and exactly `fractionDigits` decimals ('1,250', '6.99'),
 * as Intl.NumberFormat('en-US') prints it, without Intl: a page's first Intl formatter costs about
 * 20 ms of ICU set-up (80 ms on a phone), which made evaluating this module a long task on every
 * idea tool. Intl remains for what toFixed cannot print (not finite, 1e21 and above).
 */
export function groupDigits(value: number, fractionDigits: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return intlFormatter(fractionDigits).format(value);
  const fixed = fixedHalfUp(Math.abs(value), fractionDigits);
  const point = fixed.indexOf('.');
  const whole = point < 0 ? fixed : fixed.slice(0, point);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + whole.replace(/\B(?=(\d{3})+$)/g, ',') + (point < 0 ? '' : fixed.slice(point));
}

/**
 * `positive` with `digits` decimals, rounded half up on its shortest decimal form as Intl rounds
 * (15357.164999999999 -> '15357.16', 999999.995 -> '1000000.00'), where toFixed rounds the binary value.
 */
function fixedHalfUp(positive: number, digits: number): string {
  // String() writes a number under 1e-6 in exponent form; it rounds to zero at any decimals printed here.
  const [whole, fraction = ''] = positive < 1e-6 ? ['0'] : String(positive).split('.');
  let units = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if (fraction.length > digits && fraction[digits] >= '5') units += BigInt(1);
  const text = units.toString().padStart(digits + 1, '0');
  return digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
}

const intlFormatters = new Map<number, Intl.NumberFormat>();
function intlFormatter(digits: number): Intl.NumberFormat {
  let formatter = intlFormatters.get(digits);
  if (!formatter) intlFormatters.set(digits, (formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return formatter;
}

/**
 * An amount in its currency as every document prints it: the sign, thousands separators, no minor
 * unit on whole amounts ('KES 18,000', '£4.99', '¥1,200', '-$2,500'); rounded to the currency's digits.
 */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  const { sign, digits } = CURRENCIES[currency];
  const scale = 10 ** digits;
  const rounded = Math.round(Math.abs(amount) * scale) / scale;
  const negative = amount < 0 && rounded !== 0 ? '-' : '';
  return `${negative}${sign}${groupDigits(rounded, Number.isInteger(rounded) ? 0 : digits)}`;
}

/** A large amount in short form: 'KES 1.3T', '£247.0B', '$850.0M'; below a million, formatMoney's whole form. */
export function formatMoneyShort(amount: number, currency: CurrencyCode): string {
  const { sign } = CURRENCIES[currency];
  const absolute = Math.abs(amount);
  const negative = amount < 0 ? '-' : '';
  for (const [size, suffix] of [[1e12, 'T'], [1e9, 'B'], [1e6, 'M']] as const) {
    if (absolute >= size) return `${negative}${sign}${(absolute / size).toFixed(1)}${suffix}`;
  }
  return formatMoney(Math.round(amount), currency);
}

/** A plain count or amount without a sign, up to two decimals: '1,250', '6.99', '2.5'. */
export function formatQuantity(value: number): string {
  const printed = groupDigits(value, 2);
  return printed.includes('.') ? printed.replace(/\.?0+$/, '') : printed;
}
