const AMOUNT = String.raw`\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?`;
const PER_MONTH = String.raw`(?:\s*(?:\/|per|a|an|each)\s*(?:user\s*(?:\/|per|a)\s*)?(?:month|mo)\b|\s*monthly\b)`;
const PER_YEAR = String.raw`(?:\s*(?:\/|per|a|an|each)\s*(?:user\s*(?:\/|per|a)\s*)?(?:year|yr)\b|\s*(?:annually|yearly)\b)`;

/**
 * The monthly price a founder wrote into the revenue model ("$6.99 per month", "$120/year"),
 * or null when it names none. A plan then projects with the founder's price, not the reference one.
 */
export function statedMonthlyPrice(revenueModel: string | null): number | null {
  if (!revenueModel) return null;
  const match = new RegExp(`${AMOUNT}(${PER_MONTH}|${PER_YEAR})`, 'i').exec(revenueModel);
  if (!match) return null;
  const amount = Number(`${match[1].replace(/,/g, '')}.${match[2] ?? '0'}`);
  const monthly = new RegExp(`^${PER_MONTH}$`, 'i').test(match[3]) ? amount : amount / 12;
  return monthly > 0 ? Math.round(monthly * 100) / 100 : null;
}
