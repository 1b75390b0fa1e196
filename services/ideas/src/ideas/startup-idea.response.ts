import { ApiProperty } from '@nestjs/swagger';
import { COMPANY_ROLES, COUNTRY_CODES, CURRENCY_CODES, IDEA_DOCUMENT_KINDS, IDEA_DOCUMENTS, type AnalysisResult, type CompanyRole, type CountryCode, type IdeaDocumentKind, type CurrencyCode, type StartupIdea } from '@founder/contracts';
import { compositionContext } from '../domain/composition-context';
import { changedFigures } from '../domain/figures-out-of-date';
import { ideaFactsOf } from './idea-facts-of';
import type { DocumentKindFigures } from './registered-document-kinds';
import { documentOf, type StoredIdea } from './startup-idea.entity';
import { VersionedMemo } from './versioned-memo';

type DocumentFields = Pick<StartupIdea, (typeof IDEA_DOCUMENTS)[keyof typeof IDEA_DOCUMENTS]['field' | 'statusField']>;

/** Each document kind of the contract under its fields (businessPlan, businessPlanStatus...), null before generation. */
function documentFields(idea: StoredIdea): DocumentFields {
  const fields: Record<string, unknown> = {};
  for (const kind of IDEA_DOCUMENT_KINDS) {
    const stored = documentOf(idea, kind);
    fields[IDEA_DOCUMENTS[kind].field] = stored?.content ?? null;
    fields[IDEA_DOCUMENTS[kind].statusField] = stored?.status ?? null;
  }
  return fields as DocumentFields;
}

type FigureChanges = Pick<StartupIdea, 'figuresOutOfDate' | 'figureChanges'>;

/**
 * Computing the figures from the idea's text is most of a read's CPU (about 1 ms for a 26 KB idea):
 * kept per idea and row version, for each registry of kinds.
 */
const FIGURE_CHANGES_KEPT = 1000;
const keptFigureChanges = new WeakMap<readonly DocumentKindFigures[], VersionedMemo<FigureChanges>>();

function keptFor(kinds: readonly DocumentKindFigures[]): VersionedMemo<FigureChanges> {
  let memo = keptFigureChanges.get(kinds);
  if (!memo) keptFigureChanges.set(kinds, (memo = new VersionedMemo<FigureChanges>(FIGURE_CHANGES_KEPT)));
  return memo;
}

/**
 * What each stored document no longer quotes of the idea's current figures (its financial model or
 * its currency changed after it was written): the kinds, and per kind what changed.
 */
function figureChangesOf(idea: StoredIdea, kinds: readonly DocumentKindFigures[]): FigureChanges {
  const quoting = kinds.filter((kind) => documentOf(idea, kind.kind));
  if (quoting.length === 0) return { figuresOutOfDate: [], figureChanges: {} };
  const context = compositionContext(ideaFactsOf(idea));
  const figureChanges: StartupIdea['figureChanges'] = {};
  for (const kind of quoting) {
    const changes = changedFigures(kind.document, documentOf(idea, kind.kind)?.content ?? null, context);
    if (changes.length) figureChanges[kind.kind as IdeaDocumentKind] = changes;
  }
  return { figuresOutOfDate: Object.keys(figureChanges) as IdeaDocumentKind[], figureChanges };
}

/**
 * The idea as the API returns it (StartupIdea of @founder/contracts): optional text as '', never its
 * owner, with the caller's `role` in its company; `kinds` (REGISTERED_DOCUMENT_KINDS) say which stored documents quote out-of-date figures.
 */
export function toStartupIdeaBody(idea: StoredIdea, kinds: readonly DocumentKindFigures[], role: CompanyRole | null): StartupIdea {
  const { companyName, currency, country } = ideaFactsOf(idea);
  return {
    id: idea.id,
    name: idea.name,
    email: idea.email,
    ideaTitle: idea.ideaTitle,
    companyName,
    currency,
    country,
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
    ...keptFor(kinds).get(idea.id, idea.rowVersion, () => figureChangesOf(idea, kinds)),
    isDemo: idea.isDemo,
    role,
    createdAt: idea.createdAt.toISOString(),
  };
}

class MarketPotentialResponse {
  @ApiProperty() size!: string;
  @ApiProperty() growth!: string;
  @ApiProperty() competition!: string;
}

class FeasibilityResponse {
  @ApiProperty() technical!: number;
  @ApiProperty() financial!: number;
  @ApiProperty() market!: number;
}

/** The OpenAPI schema of AnalysisResult. */
class AnalysisResponse implements AnalysisResult {
  @ApiProperty() validationScore!: number;
  @ApiProperty({ type: [String] }) strengths!: string[];
  @ApiProperty({ type: [String] }) weaknesses!: string[];
  @ApiProperty({ type: [String] }) opportunities!: string[];
  @ApiProperty({ type: [String] }) threats!: string[];
  @ApiProperty({ type: MarketPotentialResponse }) marketPotential!: AnalysisResult['marketPotential'];
  @ApiProperty({ type: FeasibilityResponse }) feasibility!: AnalysisResult['feasibility'];
  @ApiProperty({ type: [String] }) recommendations!: string[];
  @ApiProperty({ type: [String] }) nextSteps!: string[];
  @ApiProperty({ enum: ['low', 'medium', 'high'] }) riskLevel!: AnalysisResult['riskLevel'];
  @ApiProperty() confidenceScore!: number;
}

/** The OpenAPI schema of StartupIdea; each document kind adds its two fields (declareDocumentFields, in document-kinds/). */
export class StartupIdeaResponse implements Omit<StartupIdea, keyof DocumentFields> {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty() ideaTitle!: string;
  @ApiProperty({ description: "The founder's short name for the company, else the title's first words" }) companyName!: string;
  @ApiProperty({ enum: CURRENCY_CODES, description: 'ISO 4217: every figure of the documents is in it' }) currency!: CurrencyCode;
  @ApiProperty({ enum: COUNTRY_CODES, nullable: true, type: String, description: 'ISO 3166-1 alpha-2 of where the company operates' }) country!: CountryCode | null;
  @ApiProperty() description!: string;
  @ApiProperty() industry!: string;
  @ApiProperty() stage!: string;
  @ApiProperty() targetMarket!: string;
  @ApiProperty() problemStatement!: string;
  @ApiProperty() solutionApproach!: string;
  @ApiProperty() competitiveAdvantage!: string;
  @ApiProperty() revenueModel!: string;
  @ApiProperty({ type: AnalysisResponse, nullable: true }) analysis!: AnalysisResult | null;
  @ApiProperty({ type: Number, nullable: true }) validationScore!: number | null;
  @ApiProperty({ enum: ['pending', 'complete'] }) analysisStatus!: StartupIdea['analysisStatus'];
  @ApiProperty({ enum: IDEA_DOCUMENT_KINDS, isArray: true, description: 'Stored documents that no longer quote the current figures' })
  figuresOutOfDate!: StartupIdea['figuresOutOfDate'];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: "Per out-of-date document, what changed: 'Year 1 revenue is now KES 2,160,000'",
  })
  figureChanges!: StartupIdea['figureChanges'];
  @ApiProperty() isDemo!: boolean;
  @ApiProperty({ enum: COMPANY_ROLES, nullable: true, description: "The caller's role in the idea's company: null for a personal idea and the demo" }) role!: CompanyRole | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
