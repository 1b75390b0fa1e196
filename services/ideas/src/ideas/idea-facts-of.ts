import type { FinancialModel } from '@founder/contracts';
import { founderLocale } from '../domain/founder-locale';
import type { IdeaFacts } from '../domain/idea-facts';

type Optional = 'targetMarket' | 'problemStatement' | 'solutionApproach' | 'competitiveAdvantage' | 'revenueModel';
type Locale = 'companyName' | 'currency' | 'country';
type IdeaFields = Omit<IdeaFacts, Optional | Locale | 'financialModel'> & { [K in Optional | Locale]?: string | null } & {
  /** A stored idea's documents: its financial model, when it has one, is part of its facts. */
  documents?: ReadonlyArray<{ kind: string; content: unknown }>;
};

/** What analysis and generation may read of a stored or submitted idea: never the email or the owner. */
export function ideaFactsOf(idea: IdeaFields): IdeaFacts {
  const texts = [idea.revenueModel, idea.description, idea.targetMarket, idea.problemStatement, idea.solutionApproach, idea.competitiveAdvantage];
  return {
    name: idea.name,
    ideaTitle: idea.ideaTitle,
    ...founderLocale({ ideaTitle: idea.ideaTitle, companyName: idea.companyName, country: idea.country, currency: idea.currency, texts }),
    description: idea.description,
    industry: idea.industry,
    stage: idea.stage,
    targetMarket: idea.targetMarket ?? null,
    problemStatement: idea.problemStatement ?? null,
    solutionApproach: idea.solutionApproach ?? null,
    competitiveAdvantage: idea.competitiveAdvantage ?? null,
    revenueModel: idea.revenueModel ?? null,
    financialModel: (idea.documents?.find((document) => document.kind === 'financial-model')?.content as FinancialModel | undefined) ?? null,
  };
}
