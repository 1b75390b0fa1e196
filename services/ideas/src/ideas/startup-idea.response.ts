import { IDEA_DOCUMENT_KINDS, IDEA_DOCUMENTS, type StartupIdea } from '@founder/contracts';
import { DOCUMENT_KINDS } from '../documents/document-kinds';
import { documentOf } from '../documents/idea-document.entity';
import { compositionContext } from '../domain/composition-context';
import { figuresOutOfDate } from '../domain/financial-assumptions';
import { ideaFactsOf } from './idea-facts-of';
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

/** The stored documents that no longer quote the idea's current figures (its financial model changed after them). */
function outOfDateKinds(idea: StartupIdeaEntity): StartupIdea['figuresOutOfDate'] {
  if (!documentOf(idea, 'financial-model')) return [];
  const context = compositionContext(ideaFactsOf(idea));
  return DOCUMENT_KINDS.filter((kind) => figuresOutOfDate(kind.document, documentOf(idea, kind.kind)?.content ?? null, context)).map(
    (kind) => kind.kind as StartupIdea['figuresOutOfDate'][number],
  );
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
    figuresOutOfDate: outOfDateKinds(idea),
    isDemo: idea.isDemo,
    createdAt: idea.createdAt.toISOString(),
  };
}
