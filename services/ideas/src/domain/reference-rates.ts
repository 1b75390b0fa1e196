import { CURRENCIES, type CurrencyCode } from '@founder/contracts';

/**
 * The one table of exchange rates: reference figures (industry prices, costs, rounds, market sizes,
 * all published in US dollars) are converted into the idea's currency with it, and the documents
 * say so once. A founder's own figures are never converted. Fixed on purpose, so a plan is
 * reproducible; update the date with the rates.
 */
export const REFERENCE_RATES_DATE = '30 June 2025';

/** Units of each currency per US dollar, mid-market rates of REFERENCE_RATES_DATE, rounded. */
export const UNITS_PER_USD: Readonly<Record<CurrencyCode, number>> = {
  USD: 1,
  CAD: 1.36,
  AUD: 1.52,
  NZD: 1.64,
  SGD: 1.27,
  HKD: 7.85,
  MXN: 18.8,
  BRL: 5.45,
  GBP: 0.73,
  EUR: 0.85,
  CHF: 0.79,
  SEK: 9.5,
  NOK: 10.1,
  DKK: 6.35,
  PLN: 3.6,
  JPY: 144,
  CNY: 7.17,
  KRW: 1360,
  INR: 85.7,
  IDR: 16200,
  PHP: 56.4,
  NGN: 1530,
  KES: 129.2,
  GHS: 10.35,
  ZAR: 17.7,
  EGP: 49.6,
  AED: 3.6725,
  TRY: 39.8,
};

/** A US-dollar reference amount in the currency, unrounded. */
export function fromUsd(amountUsd: number, currency: CurrencyCode): number {
  return amountUsd * UNITS_PER_USD[currency];
}

/**
 * A converted reference figure rounded the way a person would quote it: two significant digits
 * (49 US dollars is 'KES 6,300', not 'KES 6,330.80'), never below the currency's smallest unit.
 * US-dollar figures are returned as they are.
 */
export function referenceAmount(amountUsd: number, currency: CurrencyCode): number {
  if (currency === 'USD') return amountUsd;
  const value = fromUsd(amountUsd, currency);
  if (value === 0) return 0;
  const magnitude = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 1);
  const smallest = 10 ** -CURRENCIES[currency].digits;
  return Math.max(smallest, Math.round(value / magnitude) * magnitude);
}

/** The sentence the documents print once when they convert reference figures; null for US dollars. */
export function conversionNote(currency: CurrencyCode): string | null {
  return currency === 'USD' ? null : `Reference figures are converted from US figures at the rates of ${REFERENCE_RATES_DATE} (${UNITS_PER_USD[currency]} ${currency} to the US dollar).`;
}
