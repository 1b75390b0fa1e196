import { COMPETITOR_TYPES, MARKET_MATURITIES, SEGMENT_OPPORTUNITIES, TREND_IMPACTS } from '../market-research-options';
import { listOf, nonNegative, objectOf, oneOf, partText, percent, textsOf } from './part-fields';

/**
 * The market research's parts, each written once: the contract's types (z.infer), the service's
 * checks of a saved part and of an LLM's answer, the OpenAPI schemas, the LLM's response format
 * and the page's parsing all come from these.
 */

/** A market figure with the reference it comes from. */
export const SOURCED_FIGURE_SCHEMA = objectOf({
  value: nonNegative().describe('US dollars a year (market sizes) or percent a year (growth)'),
  label: partText().describe("As the page prints it: '$4.2B', '12% a year'"),
  source: partText().describe('The published source of the figure'),
});

export const MARKET_DATA_SCHEMA = objectOf({
  totalMarketSize: SOURCED_FIGURE_SCHEMA,
  servableMarketSize: SOURCED_FIGURE_SCHEMA,
  targetMarketSize: SOURCED_FIGURE_SCHEMA,
  growthRate: SOURCED_FIGURE_SCHEMA,
  marketMaturity: oneOf(MARKET_MATURITIES),
  regulations: textsOf(1, 5),
  barriers: textsOf(1, 5),
}).refine(
  (data) => data.totalMarketSize.value >= data.servableMarketSize.value && data.servableMarketSize.value >= data.targetMarketSize.value,
  { error: 'does not keep total >= servable >= target' },
);

export const COMPETITOR_SCHEMA = objectOf({
  name: partText().describe("The kind of alternative a customer uses today, never a real company's name (built-in provider)"),
  type: oneOf(COMPETITOR_TYPES),
  marketShare: percent().describe('Share of the servable market in percent'),
  strengths: textsOf(1, 5),
  weaknesses: textsOf(1, 5),
  pricing: partText(),
  funding: partText(),
  description: partText(),
});

export const MARKET_SEGMENT_SCHEMA = objectOf({
  name: partText(),
  size: partText(),
  growth: partText(),
  description: partText(),
  opportunity: oneOf(SEGMENT_OPPORTUNITIES),
});

export const MARKET_TREND_SCHEMA = objectOf({
  trend: partText(),
  impact: oneOf(TREND_IMPACTS),
  description: partText(),
  timeframe: partText(),
  relevance: percent().int({ error: 'is not a whole number' }),
});

export const MARKET_PERSONA_SCHEMA = objectOf({
  name: partText(),
  demographics: partText(),
  painPoints: textsOf(1, 5),
  motivations: textsOf(1, 5),
  channels: textsOf(1, 5),
  budget: partText(),
});

/** The stored research; each field is a part of the 'market-research' document. */
export const MARKET_RESEARCH_SCHEMA = objectOf({
  marketData: MARKET_DATA_SCHEMA,
  competitors: listOf(2, 8, COMPETITOR_SCHEMA),
  segments: listOf(1, 6, MARKET_SEGMENT_SCHEMA),
  trends: listOf(1, 8, MARKET_TREND_SCHEMA),
  personas: listOf(1, 4, MARKET_PERSONA_SCHEMA),
});

/** The schema of each part, by part id. */
export const MARKET_RESEARCH_PART_SCHEMAS = MARKET_RESEARCH_SCHEMA.shape;
