/** The word lists of a market research part, in a file of their own: the types (market-research.ts) and the schemas (schemas/) both read them. */
export const COMPETITOR_TYPES = ['direct', 'indirect', 'substitute'] as const;
export const MARKET_MATURITIES = ['emerging', 'growing'] as const;
export const SEGMENT_OPPORTUNITIES = ['high', 'medium', 'low'] as const;
export const TREND_IMPACTS = ['positive', 'negative', 'neutral'] as const;
