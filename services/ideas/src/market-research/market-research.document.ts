import type { CompositionContext } from '../domain/composition-context';
import type { GeneratedDocument } from '../idea-documents/generated-document';
import { composeMarketResearch } from './market-research-composer';
import { MARKET_RESEARCH_PARTS, type MarketResearch, type MarketResearchPartId } from '@founder/contracts';
import { MARKET_RESEARCH_PART_SCHEMAS, schemaProblem } from '@founder/contracts/schemas';
import type { MarketResearchRequestDto } from './dto/market-research-request.dto';

/** One research per generation: its parts come from the same composition. */
const composed = new WeakMap<CompositionContext, MarketResearch>();

function researchOf(context: CompositionContext): MarketResearch {
  let research = composed.get(context);
  if (!research) {
    // The request's fields (spec section 7) take the place of the idea's.
    const request = (context.input ?? {}) as Partial<MarketResearchRequestDto>;
    const { idea } = context;
    research = composeMarketResearch({
      ...idea,
      industry: request.industry ?? idea.industry,
      description: request.description ?? idea.description,
      targetMarket: request.targetMarket ?? idea.targetMarket,
      problemStatement: request.problemStatement ?? idea.problemStatement,
    });
    composed.set(context, research);
  }
  return research;
}

/** What a part's schema states only in descriptions or refinements, told to an LLM beside it. */
const PART_NOTES: Readonly<Record<MarketResearchPartId, string>> = {
  marketData: ': market sizes in US dollars a year, growthRate in percent a year, each with the published source of the figure; total >= servable >= target',
  competitors: ': kinds of alternatives customers use today, marketShare in percent of the servable market',
  segments: '',
  trends: ': relevance a whole number 0-100',
  personas: '',
};

/** The market research as a generated document: five parts, the built-in composer or an LLM held to the same schema. */
export const MARKET_RESEARCH_DOCUMENT: GeneratedDocument<MarketResearchPartId, unknown> = {
  label: 'market research',
  parts: MARKET_RESEARCH_PARTS,
  compose: (context, id) => researchOf(context)[id],
  partSchema: (id) => MARKET_RESEARCH_PART_SCHEMAS[id],
  describePart: (id) => `the JSON the response format's schema gives for "${id}"${PART_NOTES[id]}`,
  problemWith: (value, id) => schemaProblem(MARKET_RESEARCH_PART_SCHEMAS[id], value, id),
  requiredFigures: () => [],
};
