// One formatter of each kind, made once: toLocaleString builds a new one on every call, which was most of a plan's composing time.
const WHOLE = new Intl.NumberFormat('en-US');
const WITH_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const UP_TO_CENTS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * US dollars with thousands separators, the one format of every figure in plans and decks:
 * whole amounts without cents ($1,250,000), others with two decimals ($6.99).
 */
export function formatUsd(amount: number): string {
  const cents = Math.round(amount * 100);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents) / 100;
  return `${sign}$${Number.isInteger(absolute) ? WHOLE.format(absolute) : WITH_CENTS.format(absolute)}`;
}

/** An amount rounded to whole cents (two decimals), as the model stores and shows it. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A count or an amount as written in a sentence: '1,250', '6.99'. */
export function formatNumber(value: number): string {
  return UP_TO_CENTS.format(value);
}
