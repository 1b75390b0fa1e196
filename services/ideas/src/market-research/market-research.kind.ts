import { BadRequestException } from '@nestjs/common';
import type { MarketResearch, MarketResearchPartId } from '@founder/contracts';
import { parsePart } from '@founder/contracts/schemas';
import type { DocumentKind } from '../idea-documents/document-kind';
import { PDF } from '../idea-documents/exports/attachment';
import { MarketResearchRequestDto } from './dto/market-research-request.dto';
import { SaveResearchPartDto } from './dto/save-research-part.dto';
import { marketResearchPdf } from './market-research-pdf';
import { MARKET_RESEARCH_DOCUMENT } from './market-research.document';
import { openApiSchemaOf } from '../openapi/zod-schemas';

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
