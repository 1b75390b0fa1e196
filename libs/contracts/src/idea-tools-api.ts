import type { PitchDeckContent, PitchSlideId, PlanSectionId } from './business-plan';
import type { FinancialModel } from './financial-model';
import type { MarketResearch } from './market-research';

/** PUT /api/startup-ideas/{id}/business-plan/sections/{sectionId} body. */
export interface PlanSectionEdit {
  content: string;
}

/** Answer of saving (status 'edited') or regenerating (status 'generated') one plan section. */
export interface PlanSectionResult {
  id: PlanSectionId;
  content: string;
  status: 'generated' | 'edited';
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
  status: 'generated' | 'edited';
}

export type IdeaShareKind = 'business-plan' | 'pitch-deck' | 'financial-model' | 'market-research';

/** POST /api/startup-ideas/{id}/shares answer: url is '/business-plan?share=<token>' or '/pitch-deck?share=<token>'. */
export interface IdeaShare {
  token: string;
  kind: IdeaShareKind;
  url: string;
}

/** GET /api/ideas/shared/{token}: the read-only view of a shared plan or deck. */
export interface SharedIdeaView {
  kind: IdeaShareKind;
  idea: {
    ideaTitle: string;
    description: string;
    industry: string;
    stage: string;
    businessPlan?: Partial<Record<PlanSectionId, string>> | null;
    pitchDeck?: Partial<PitchDeckContent> | null;
    financialModel?: FinancialModel | null;
    marketResearch?: MarketResearch | null;
  };
}

/** The kinds a share link can show (POST /api/startup-ideas/{id}/shares body `kind`). */
export const IDEA_SHARE_KINDS: readonly IdeaShareKind[] = ['business-plan', 'pitch-deck'];
