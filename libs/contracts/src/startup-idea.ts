import type { BusinessPlanContent, PitchDeckContent, PlanSectionId, PitchSlideId } from './business-plan';
import type { FinancialModel, FinancialModelPartId } from './financial-model';
import type { IdeaDocumentKind, PartStatus } from './idea-document-types';
import type { MarketResearch, MarketResearchPartId } from './market-research';
import type { CountryCode } from './countries';
import type { CurrencyCode } from './currencies';
import type { CompanyRole } from './company-members-api';

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
  /** A short name for the company; left out, the documents use the title's first words (before a dash or colon). */
  companyName?: string;
  /** ISO 4217; left out, the currency the founder's price is written in, else the country's, else US dollars. */
  currency?: CurrencyCode;
  /** ISO 3166-1 alpha-2 of where the company operates; left out, the country the founder's text names, if any. */
  country?: CountryCode;
}

/** Body of PATCH /api/ideas/{id}: what a founder can change of an idea after submitting it. */
export interface IdeaSettingsInput {
  companyName?: string;
  currency?: CurrencyCode;
  /** null: no country, the text decides. */
  country?: CountryCode | null;
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
export interface StartupIdea extends Omit<StartupIdeaInput, 'companyName' | 'currency' | 'country'> {
  id: number;
  /** The name the documents call the company: the founder's, else the title's first words. */
  companyName: string;
  /** The currency of every figure of the idea's documents. */
  currency: CurrencyCode;
  /** Where the company operates: the founder's choice, else the country their text names; null when neither. */
  country: CountryCode | null;
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
  /** Per out-of-date document, what changed: 'Year 1 revenue is now KES 2,160,000'. */
  figureChanges: Partial<Record<IdeaDocumentKind, string[]>>;
  /** True for the seeded demo idea behind 'Try Demo': readable by anyone, changeable by nobody. */
  isDemo: boolean;
  /** The caller's role in the idea's company (issue 32): null for a personal idea (its founder's) and the demo. */
  role: CompanyRole | null;
  createdAt: string;
}

/** Response header naming who wrote a generated plan or deck. */
export const GENERATION_PROVIDER_HEADER = 'x-generation-provider';
