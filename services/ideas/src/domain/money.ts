/**
 * US dollars with thousands separators, the one format of every figure in plans and decks:
 * whole amounts without cents ($1,250,000), others with two decimals ($6.99).
 */
export function formatUsd(amount: number): string {
  const cents = Math.round(amount * 100);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents) / 100;
  const digits = Number.isInteger(absolute)
    ? absolute.toLocaleString('en-US')
    : absolute.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${sign}$${digits}`;
}
