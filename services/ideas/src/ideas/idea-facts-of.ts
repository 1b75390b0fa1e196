import type { FinancialModel } from '@founder/contracts';
import type { IdeaFacts } from '../domain/idea-facts';

type Optional = 'targetMarket' | 'problemStatement' | 'solutionApproach' | 'competitiveAdvantage' | 'revenueModel';
type IdeaFields = Omit<IdeaFacts, Optional | 'financialModel'> & { [K in Optional]?: string | null } & {
  /** A stored idea's documents: its financial model, when it has one, is part of its facts. */
  documents?: ReadonlyArray<{ kind: string; content: unknown }>;
};

/** What analysis and generation may read of a stored or submitted idea: never the email or the owner. */
export function ideaFactsOf(idea: IdeaFields): IdeaFacts {
  return {
    name: idea.name,
    ideaTitle: idea.ideaTitle,
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
