import type { SchemaObject } from '@nestjs/swagger';
import { COMPETITOR_TYPES, type MarketResearchPartId } from '@founder/contracts';
import { arrayOf, NUMBER, objectOf, oneOfText, TEXT, TEXTS } from '../openapi/schema-builders';

const SOURCED_FIGURE = objectOf({ value: NUMBER, label: TEXT, source: TEXT });

/** The OpenAPI schema of each part (a field of MarketResearch). */
const PARTS: Record<MarketResearchPartId, SchemaObject> = {
  marketData: objectOf({
    totalMarketSize: SOURCED_FIGURE,
    servableMarketSize: SOURCED_FIGURE,
    targetMarketSize: SOURCED_FIGURE,
    growthRate: SOURCED_FIGURE,
    marketMaturity: oneOfText(['emerging', 'growing']),
    regulations: TEXTS,
    barriers: TEXTS,
  }),
  competitors: arrayOf(
    objectOf({ name: TEXT, type: oneOfText(COMPETITOR_TYPES), marketShare: NUMBER, strengths: TEXTS, weaknesses: TEXTS, pricing: TEXT, funding: TEXT, description: TEXT }),
  ),
  segments: arrayOf(objectOf({ name: TEXT, size: TEXT, growth: TEXT, description: TEXT, opportunity: oneOfText(['high', 'medium', 'low']) })),
  trends: arrayOf(objectOf({ trend: TEXT, impact: oneOfText(['positive', 'negative', 'neutral']), description: TEXT, timeframe: TEXT, relevance: NUMBER })),
  personas: arrayOf(objectOf({ name: TEXT, demographics: TEXT, painPoints: TEXTS, motivations: TEXTS, channels: TEXTS, budget: TEXT })),
};

export const marketResearchPartSchema = (id: MarketResearchPartId): SchemaObject => PARTS[id];
