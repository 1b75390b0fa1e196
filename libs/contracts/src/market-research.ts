/** Market research (spec sections 3 and 7; issue 9): the request, the stored result and its paths. */
import type { z } from 'zod';
import type {
  COMPETITOR_SCHEMA,
  MARKET_DATA_SCHEMA,
  MARKET_PERSONA_SCHEMA,
  MARKET_RESEARCH_SCHEMA,
  MARKET_SEGMENT_SCHEMA,
  MARKET_TREND_SCHEMA,
  SOURCED_FIGURE_SCHEMA,
} from './schemas/market-research.schema';

/** Body of POST /api/startup-ideas/{id}/market-research (spec section 7). */
export interface MarketResearchRequest {
  industry: string;
  description: string;
  /** Optional as on the idea: left out or blank, the research writes for an unspecified market. */
  targetMarket?: string;
  problemStatement?: string;
}

/** A market figure with the reference it comes from (value: US dollars a year, or percent a year for growth). */
export type SourcedFigure = z.infer<typeof SOURCED_FIGURE_SCHEMA>;
export type MarketData = z.infer<typeof MARKET_DATA_SCHEMA>;
export { COMPETITOR_TYPES } from './market-research-options';
/** name: the kind of alternative a customer uses today; marketShare: share of the servable market in percent. */
export type Competitor = z.infer<typeof COMPETITOR_SCHEMA>;
export type MarketSegment = z.infer<typeof MARKET_SEGMENT_SCHEMA>;
/** relevance: a whole number 0-100. */
export type MarketTrend = z.infer<typeof MARKET_TREND_SCHEMA>;
export type MarketPersona = z.infer<typeof MARKET_PERSONA_SCHEMA>;

/**
 * The stored research, as the POST answers it and GET of the idea returns it; each field is a part
 * of the 'market-research' document. Its schema (bounds included) is in schemas/market-research.schema.ts.
 */
export type MarketResearch = z.infer<typeof MARKET_RESEARCH_SCHEMA>;

export type MarketResearchPartId = keyof MarketResearch;

/** The parts of the research, in the order the page shows them (its History menu, the service's document). */
export const MARKET_RESEARCH_PARTS = [
  { id: 'marketData', title: 'Market overview' },
  { id: 'competitors', title: 'Competitors' },
  { id: 'segments', title: 'Segments' },
  { id: 'trends', title: 'Trends' },
  { id: 'personas', title: 'Personas' },
] as const satisfies ReadonlyArray<{ id: MarketResearchPartId; title: string }>;

/** The six stages the page shows, 1500 ms each, while the research is written (spec sections 4 and 9). */
export const MARKET_RESEARCH_STAGES = [
  'Sizing the market',
  'Mapping competitors',
  'Segmenting customers',
  'Scanning trends',
  'Building personas',
  'Compiling the report',
] as const;
export const MARKET_RESEARCH_STAGE_MS = 1500;
