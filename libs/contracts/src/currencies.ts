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

// One formatter per number of decimals, made once: building one per call was most of a plan's composing time.
const GROUPED = [0, 1, 2].map((digits) => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
const UP_TO_TWO = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * An amount in its currency as every document prints it: the sign, thousands separators, no minor
 * unit on whole amounts ('KES 18,000', '£4.99', '¥1,200', '-$2,500'); rounded to the currency's digits.
 */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  const { sign, digits } = CURRENCIES[currency];
  const scale = 10 ** digits;
  const rounded = Math.round(Math.abs(amount) * scale) / scale;
  const negative = amount < 0 && rounded !== 0 ? '-' : '';
  return `${negative}${sign}${GROUPED[Number.isInteger(rounded) ? 0 : digits].format(rounded)}`;
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

/** A plain count or amount without a sign: '1,250', '6.99'. */
export function formatQuantity(value: number): string {
  return UP_TO_TWO.format(value);
}
