import type { StartupIdea } from '@founder/contracts';
import type { StartupIdeaEntity } from './startup-idea.entity';

/** The idea as the API returns it (StartupIdea of @founder/contracts): optional text as '', never its owner. */
export function toStartupIdeaBody(idea: StartupIdeaEntity): StartupIdea {
  return {
    id: idea.id,
    name: idea.name,
    email: idea.email,
    ideaTitle: idea.ideaTitle,
    description: idea.description,
    industry: idea.industry,
    stage: idea.stage,
    targetMarket: idea.targetMarket ?? '',
    problemStatement: idea.problemStatement ?? '',
    solutionApproach: idea.solutionApproach ?? '',
    competitiveAdvantage: idea.competitiveAdvantage ?? '',
    revenueModel: idea.revenueModel ?? '',
    analysis: idea.analysis,
    validationScore: idea.validationScore,
    analysisStatus: idea.analysisStatus,
    businessPlan: idea.businessPlan,
    businessPlanStatus: idea.businessPlanStatus,
    pitchDeck: idea.pitchDeck,
    pitchDeckStatus: idea.pitchDeckStatus,
    financialModel: null,
    marketResearch: null,
    isDemo: idea.isDemo,
    createdAt: idea.createdAt.toISOString(),
  };
}
