import type { CountryCode, CurrencyCode, FinancialModel } from '@founder/contracts';

/**
 * What generation and analysis read of an idea: its content, never its email or its owner.
 * Optional fields are null when the founder left them out.
 */
export interface IdeaFacts {
  name: string;
  ideaTitle: string;
  /** What the documents call the company: the founder's short name, else the title's first words. */
  companyName: string;
  /** Every figure of the documents is in this currency (ISO 4217). */
  currency: CurrencyCode;
  /** Where the company operates; null when the founder chose none and their text names none. */
  country: CountryCode | null;
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
