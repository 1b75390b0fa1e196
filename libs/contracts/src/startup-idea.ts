import type { BusinessPlanContent, PitchDeckContent, PlanSectionId, PitchSlideId } from './business-plan';
import type { PartStatus } from './idea-tools-api';

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
  /** True for the seeded demo idea behind 'Try Demo': readable by anyone, changeable by nobody. */
  isDemo: boolean;
  createdAt: string;
}

/** Response header naming who wrote a generated plan or deck. */
export const GENERATION_PROVIDER_HEADER = 'x-generation-provider';
