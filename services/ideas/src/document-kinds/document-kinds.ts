import { BUSINESS_PLAN_KIND } from '../business-plan/business-plan.kind';
import { FINANCIAL_MODEL_KIND } from '../financial-model/financial-model.kind';
import { MARKET_RESEARCH_KIND } from '../market-research/market-research.kind';
import { PITCH_DECK_KIND } from '../pitch-deck/pitch-deck.kind';
import type { AnyDocumentKind } from '../idea-documents/document-kind';

/** Every document kind the service serves; a new kind is one more entry (see README, 'Adding a document kind'). */
export const DOCUMENT_KINDS: readonly AnyDocumentKind[] = [
  BUSINESS_PLAN_KIND,
  PITCH_DECK_KIND,
  FINANCIAL_MODEL_KIND as AnyDocumentKind,
  MARKET_RESEARCH_KIND as AnyDocumentKind,
];
