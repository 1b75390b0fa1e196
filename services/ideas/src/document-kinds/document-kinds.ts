import { BUSINESS_PLAN_KIND } from '../business-plan/business-plan.kind';
import { FINANCIAL_MODEL_KIND } from '../financial-model/financial-model.kind';
import { MARKET_RESEARCH_KIND } from '../market-research/market-research.kind';
import { PITCH_DECK_KIND } from '../pitch-deck/pitch-deck.kind';
import type { AnyDocumentKind } from '../idea-documents/document-kind';
import { declareDocumentFields } from '../idea-documents/document-schemas';
import { StartupIdeaResponse } from '../ideas/startup-idea.response';

/** Every document kind the service serves; a new kind is one more entry (see README, 'Adding a document kind'). */
export const DOCUMENT_KINDS: readonly AnyDocumentKind[] = [
  BUSINESS_PLAN_KIND,
  PITCH_DECK_KIND,
  FINANCIAL_MODEL_KIND as AnyDocumentKind,
  MARKET_RESEARCH_KIND as AnyDocumentKind,
];

// The idea's answer carries each kind under its two fields (businessPlan, businessPlanStatus...): its OpenAPI schema says so.
declareDocumentFields(StartupIdeaResponse, DOCUMENT_KINDS, { status: true, required: true });
