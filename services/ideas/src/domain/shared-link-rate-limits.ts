import { MINUTE_MS, type RateLimit } from '@founder/server-kit';

/**
 * Calls per client address on a data room's public link routes (429 beyond them), generous for a
 * person reading a room and tight where a call writes for the owner: the page's headline 60 a
 * minute; visits (a line of the view log each) 30 in 10 minutes; files 120 in 10 minutes; access
 * requests (a pending request each) 5 an hour. Counted per route, whatever the token.
 */
export const SHARED_LINK_RATE_LIMITS = {
  headline: { limit: 60, windowMs: MINUTE_MS },
  visit: { limit: 30, windowMs: 10 * MINUTE_MS },
  file: { limit: 120, windowMs: 10 * MINUTE_MS },
  accessRequest: { limit: 5, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;
