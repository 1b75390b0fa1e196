import type { FinancialModel } from '@founder/contracts';

/**
 * What generation and analysis read of an idea: its content, never its email or its owner.
 * Optional fields are null when the founder left them out.
 */
export interface IdeaFacts {
  name: string;
  ideaTitle: string;
  description: string;
  industry: string;
  stage: string;
  targetMarket: string | null;
  problemStatement: string | null;
  solutionApproach: string | null;
  competitiveAdvantage: string | null;
  revenueModel: string | null;
  /** The founder's financial model, when one is stored: every figure of the plan, deck and research then comes from it. */
  financialModel?: FinancialModel | null;
}
