/**
 * A percentage the founder takes of each order ('2% of each order', 'a 12% commission on each booking'):
 * only of a sale, never of a population ('40% of farmers').
 */

export interface StatedTakeRate {
  text: string;
  /** Percent of the order value. */
  pct: number;
  /** What the percentage is of, singular: 'order', 'booking', 'sale'; 'order' when the founder names nothing. */
  of: string;
}

const PCT = String.raw`(\d{1,2}(?:\.\d{1,2})?)\s?%`;
const SALES = String.raw`(orders?|sales?|transactions?|bookings?|purchases?|payments?|gmv|baskets?|deliver(?:y|ies)|rides?|trips?|rentals?|jobs?|invoices?|loans?|tickets?|fares?|deals?|gigs?|shipments?|rents?)`;
const OF_EACH = String.raw`\s*(?:commission|fee|cut|take rate|transaction fee|booking fee|service fee)?\s*(?:of|on|from|per)\s+(?:each|every|the|all|a)?\s*${SALES}\b`;
// A fixed fee beside the percentage stays in the phrase: '2.9% + $0.30 per transaction'.
const PLUS_FIXED = String.raw`(?:\s*\+\s*\S+)?`;
const TAKE_RATE: readonly RegExp[] = [
  new RegExp(String.raw`${PCT}${PLUS_FIXED}${OF_EACH}`, 'i'),
  new RegExp(String.raw`(?:commission|take rate|fee|cut)\s+(?:of\s+)?${PCT}(?:\s*(?:of|on|from|per)\s+(?:each|every|the|all|a)?\s*${SALES}\b)?`, 'i'),
  new RegExp(String.raw`${PCT}\s+(?:commission|take rate|transaction fee|booking fee|service fee|cut)()`, 'i'),
];

const singular = (sale: string) => sale.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');

/** The first take rate a text states, whole ('Commission of 8% on each delivery'). */
export function takeRateIn(text: string): StatedTakeRate | null {
  const matches = TAKE_RATE.map((pattern) => pattern.exec(text)).filter((match): match is RegExpExecArray => match !== null && Number(match[1]) > 0);
  const first = matches.reduce<RegExpExecArray | null>((earliest, match) => (earliest === null || match.index < earliest.index ? match : earliest), null);
  if (!first) return null;
  const sale = first[2] && first[2].toLowerCase() !== 'gmv' ? singular(first[2]) : 'order';
  return { text: first[0].trim(), pct: Number(first[1]), of: sale };
}
