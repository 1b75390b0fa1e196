import { IDEA_DOCUMENT_KINDS, IDEA_DOCUMENTS, type StartupIdea } from '@founder/contracts';
import { documentOf } from '../documents/idea-document.entity';
import type { StartupIdeaEntity } from './startup-idea.entity';

type DocumentFields = Pick<StartupIdea, (typeof IDEA_DOCUMENTS)[keyof typeof IDEA_DOCUMENTS]['field' | 'statusField']>;

/** Each document kind of the contract under its fields (businessPlan, businessPlanStatus...), null before generation. */
function documentFields(idea: StartupIdeaEntity): DocumentFields {
  const fields: Record<string, unknown> = {};
  for (const kind of IDEA_DOCUMENT_KINDS) {
    const stored = documentOf(idea, kind);
    fields[IDEA_DOCUMENTS[kind].field] = stored?.content ?? null;
    fields[IDEA_DOCUMENTS[kind].statusField] = stored?.status ?? null;
  }
  return fields as DocumentFields;
}

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
    ...documentFields(idea),
    isDemo: idea.isDemo,
    createdAt: idea.createdAt.toISOString(),
  };
}
