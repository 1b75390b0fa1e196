import { HIGH_MATCH_MIN, INVESTOR_STAGES, INVESTOR_TYPES, type InvestorListQuery } from '@founder/contracts';

/** How many investors a list has and how many of them match at HIGH_MATCH_MIN or more. */
export interface ListCounts {
  total: number;
  high: number;
}

/** The counts stored with a company's scores: the whole list ('all') and each single stage or type filter. */
export type StoredCounts = Record<string, ListCounts>;

/** The points short of 100 a high match may fall (points_short = 100 - score). */
export const HIGH_MATCH_POINTS_SHORT = 100 - HIGH_MATCH_MIN;

/** Each stored count's key and, for the counting SQL, the stage or type it filters on. */
export const STORED_COUNT_FILTERS: ReadonlyArray<{ key: string; column?: 'stages' | 'type'; value?: string }> = [
  { key: 'all' },
  ...INVESTOR_STAGES.map((stage) => ({ key: `stage:${stage}`, column: 'stages' as const, value: stage })),
  ...INVESTOR_TYPES.map((type) => ({ key: `type:${type}`, column: 'type' as const, value: type })),
];

/**
 * Which stored count answers a list query, or null when it must be counted (a search, saved or
 * pipeline, or a stage and a type together: combinations are not stored).
 */
export function storedCountKey(query: Pick<InvestorListQuery, 'search' | 'stage' | 'type' | 'only'>): string | null {
  if (query.search || query.only || (query.stage && query.type)) return null;
  if (query.stage) return `stage:${query.stage}`;
  if (query.type) return `type:${query.type}`;
  return 'all';
}
