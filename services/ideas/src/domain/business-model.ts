/**
 * What an idea sells and how it earns (issue 27 item 6): helper A's stated-facts parser states it as
 * statedFacts(idea).businessModel; the market fit's tables are keyed by it.
 */
export type BusinessModel = 'software' | 'hardware' | 'marketplace' | 'usage' | 'services' | 'commerce';
