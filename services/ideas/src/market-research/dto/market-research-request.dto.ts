import { IDEA_FIELD_LIMITS as L, IDEA_INDUSTRIES, TARGET_MARKETS, type MarketResearchRequest } from '@founder/contracts';
import { OneOf, OptionalOneOf, OptionalText, RequiredText } from '@founder/server-kit';

/**
 * POST /api/startup-ideas/{id}/market-research (spec section 7): the idea's fields the research is
 * written from, within the idea's own bounds; targetMarket and problemStatement stay optional as on the idea.
 */
export class MarketResearchRequestDto implements MarketResearchRequest {
  @OneOf(IDEA_INDUSTRIES)
  industry!: string;

  @RequiredText(L.description)
  description!: string;

  @OptionalOneOf(TARGET_MARKETS)
  targetMarket!: string;

  @OptionalText(L.problemStatement)
  problemStatement!: string;
}
