import type { PitchDeckContent, PitchSlideId, PlanSectionId, BusinessPlanContent } from './business-plan';
import type { FinancialModel, FinancialModelPartId } from './financial-model';
import type { MarketResearch, MarketResearchPartId } from './market-research';

// The document kinds and the types of their parts, in a file of their own: startup-idea.ts,
// idea-summaries.ts and idea-tools-api.ts all name a kind and import it from here, one way.

/** PUT /api/startup-ideas/{id}/business-plan/sections/{sectionId} body. */
export interface PlanSectionEdit {
  content: string;
}

/** Answer of saving (status 'edited') or regenerating (status 'generated') one plan section. */
export interface PlanSectionResult {
  id: PlanSectionId;
  content: string;
  status: PartStatus;
}

/** PUT /api/startup-ideas/{id}/pitch-deck/slides/{slideId} body. */
export interface PitchSlideEdit {
  content: string;
  notes: string;
}

/** Answer of saving (status 'edited') or regenerating (status 'generated') one slide. */
export interface PitchSlideResult {
  id: PitchSlideId;
  content: string;
  notes: string;
  status: PartStatus;
}

/** A part of a generated document is 'generated' until a saved edit makes it 'edited'. */
export type PartStatus = 'generated' | 'edited';

/**
 * The types of each generated idea document (ARCHITECTURE.md section 7): what generation answers
 * (`content`, keyed by part id), a part's id, the body that saves one part and its answer.
 */
export interface IdeaDocumentTypes {
  'business-plan': { content: BusinessPlanContent; partId: PlanSectionId; edit: PlanSectionEdit; result: PlanSectionResult };
  'pitch-deck': { content: PitchDeckContent; partId: PitchSlideId; edit: PitchSlideEdit; result: PitchSlideResult };
  /** Computed parts: none is saved by hand (PUT answers 400); a part regenerates from the stored assumptions. */
  'financial-model': {
    content: FinancialModel;
    partId: FinancialModelPartId;
    edit: Record<string, never>;
    /** A regenerated part: an object part spread beside id and status, a plain value under `content`. */
    result: { id: FinancialModelPartId; status: PartStatus; content?: unknown } & Record<string, unknown>;
  };
  'market-research': {
    content: MarketResearch;
    partId: MarketResearchPartId;
    edit: { content: MarketResearch[MarketResearchPartId] };
    /** A saved, regenerated or restored part: marketData (an object) spread beside id and status, a list under `content`. */
    result: { id: MarketResearchPartId; status: PartStatus; content?: unknown } & Record<string, unknown>;
  };
}
export type IdeaDocumentKind = keyof IdeaDocumentTypes;
