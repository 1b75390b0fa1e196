import type { CompositionContext } from '../domain/composition-context';
import type { GeneratedDocument } from '../idea-documents/generated-document';
import { composeMarketResearch, researchTarget } from './market-research-composer';
import { MARKET_RESEARCH_PARTS, type MarketResearch, type MarketResearchPartId } from '@founder/contracts';
import { MARKET_RESEARCH_PART_SCHEMAS, schemaProblem, parsePart } from '@founder/contracts/schemas';
import { MarketResearchRequestDto } from './dto/market-research-request.dto';
import { BadRequestException } from '@nestjs/common';
import type { DocumentKind } from '../idea-documents/document-kind';
import { PDF } from '../idea-documents/exports/attachment';
import { SaveResearchPartDto } from './dto/save-research-part.dto';
import { marketResearchPdf } from './market-research-pdf';
import { openApiSchemaOf } from '../openapi/zod-schemas';

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
  marketData: ": market sizes in the idea's currency a year, growthRate in percent a year, each with the published source of the figure; total >= servable >= target",
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
  // The target market is the year-5 revenue every document quotes: a changed model makes the research out of date too.
  requiredFigures: (id, context) =>
    id === 'marketData' ? [{ label: 'Year 5 revenue (the target market)', value: researchTarget(context.idea, context.projection).label }] : [],
};

/** The market research: five parts (market data, competitors, segments, trends, personas) and a PDF. */
export const MARKET_RESEARCH_KIND: DocumentKind<MarketResearchPartId, unknown, SaveResearchPartDto> = {
  kind: 'market-research',
  document: MARKET_RESEARCH_DOCUMENT,
  parts: { segment: 'parts', param: 'partId', notFound: 'Part not found' },
  edit: {
    body: SaveResearchPartDto,
    toPart: ({ content }, id) => {
      // The part as its schema reads it: a field it does not know is not stored.
      const { part, problem } = parsePart(MARKET_RESEARCH_DOCUMENT.partSchema(id), content, id);
      if (problem !== null) throw new BadRequestException(problem);
      return part;
    },
  },
  generateBody: MarketResearchRequestDto,
  notGenerated: 'Generate the market research first',
  exports: [
    {
      extension: 'pdf',
      contentType: PDF,
      description: 'application/pdf, attachment "<title-slug>-market-research.pdf"',
      render: (idea, content) => marketResearchPdf(idea, content as unknown as MarketResearch),
    },
  ],
  share: { page: '/market-research', field: 'marketResearch' },
  openApi: {
    tag: 'market research',
    generated: '{marketData, competitors, segments, trends, personas}; header x-generation-provider',
    saved: "{id, content, status: 'edited'}",
    regenerated: "{id, content, status: 'generated'}; header x-generation-provider",
    part: (id) => openApiSchemaOf(MARKET_RESEARCH_DOCUMENT.partSchema(id)),
  },
};
