import type { BusinessPlanContent, PitchDeckContent, PlanSectionId, PitchSlideId } from './business-plan';
import type { FinancialModel, FinancialModelPartId } from './financial-model';
import type { IdeaDocumentKind, PartStatus } from './idea-document-types';
import type { MarketResearch, MarketResearchPartId } from './market-research';

/** Body of POST /api/startup-ideas (spec section 7). */
export interface StartupIdeaInput {
  name: string;
  email: string;
  ideaTitle: string;
  description: string;
  industry: string;
  stage: string;
  targetMarket: string;
  problemStatement: string;
  solutionApproach: string;
  competitiveAdvantage?: string;
  revenueModel?: string;
}

export type RiskLevel = 'low' | 'medium' | 'high';

/** Analysis result (spec section 3), computed and stored by the ideas service at submission. */
export interface AnalysisResult {
  validationScore: number;
  strengths: string[];
  weaknesses: string[];
  opportunities: string[];
  threats: string[];
  marketPotential: { size: string; growth: string; competition: string };
  feasibility: { technical: number; financial: number; market: number };
  recommendations: string[];
  nextSteps: string[];
  riskLevel: RiskLevel;
  confidenceScore: number;
}

export type AnalysisStatus = 'pending' | 'complete';
export type GenerationProvider = 'builtin' | 'llm' | 'builtin-fallback';

/** A stored idea as GET /api/ideas/{id} returns it. */
export interface StartupIdea extends StartupIdeaInput {
  id: number;
  competitiveAdvantage: string;
  revenueModel: string;
  analysis: AnalysisResult | null;
  validationScore: number | null;
  analysisStatus: AnalysisStatus;
  businessPlan: BusinessPlanContent | null;
  businessPlanStatus: Partial<Record<PlanSectionId, PartStatus>> | null;
  pitchDeck: PitchDeckContent | null;
  pitchDeckStatus: Partial<Record<PitchSlideId, PartStatus>> | null;
  /** The stored financial model (issue 9), null until generated. */
  financialModel: FinancialModel | null;
  financialModelStatus: Partial<Record<FinancialModelPartId, PartStatus>> | null;
  /** The stored market research (issue 9), null until generated. */
  marketResearch: MarketResearch | null;
  marketResearchStatus: Partial<Record<MarketResearchPartId, PartStatus>> | null;
  /**
   * The stored documents whose quoted figures no longer match the idea's assumptions (the financial
   * model changed after they were written): 'business-plan', 'pitch-deck'. Empty when all are current.
   */
  figuresOutOfDate: IdeaDocumentKind[];
  /** True for the seeded demo idea behind 'Try Demo': readable by anyone, changeable by nobody. */
  isDemo: boolean;
  createdAt: string;
}

/** Response header naming who wrote a generated plan or deck. */
export const GENERATION_PROVIDER_HEADER = 'x-generation-provider';
