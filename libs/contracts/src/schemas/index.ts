// @founder/contracts/schemas: the zod schema of every part of a generated document, written once.
// A second entry point, so a page that only needs the types and constants (`@founder/contracts`,
// whose types are `z.infer` of these) never loads zod: import it where a part is parsed.
import type { z } from 'zod';
import type { IdeaDocumentKind, IdeaDocumentTypes } from '../idea-document-types';
import { FINANCIAL_MODEL_PART_SCHEMAS } from './financial-model.schema';
import { PITCH_SLIDE_SCHEMA, PLAN_SECTION_SCHEMA } from './generated-text.schema';
import { MARKET_RESEARCH_PART_SCHEMAS } from './market-research.schema';

export * from './part-fields';
export * from './schema-problem';
export * from './generated-text.schema';
export * from './market-research.schema';
export * from './financial-model.schema';

/** The schema of the part of an id, for each kind of document. */
export const DOCUMENT_PART_SCHEMAS: { [Kind in IdeaDocumentKind]: (id: IdeaDocumentTypes[Kind]['partId']) => z.ZodType } = {
  'business-plan': () => PLAN_SECTION_SCHEMA,
  'pitch-deck': () => PITCH_SLIDE_SCHEMA,
  'financial-model': (id) => FINANCIAL_MODEL_PART_SCHEMAS[id],
  'market-research': (id) => MARKET_RESEARCH_PART_SCHEMAS[id],
};
