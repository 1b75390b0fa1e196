import type { AnalysisResult, AnalysisStatus, CountryCode, CurrencyCode, PartStatus } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A submitted idea with its analysis (spec section 3). Table created by CreateStartupIdeas; its documents are rows of idea_documents. */
@Entity({ name: 'startup_ideas' })
export class StartupIdeaEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** Trimmed and lower-cased. */
  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ name: 'idea_title', type: 'varchar', length: 120 })
  ideaTitle!: string;

  @Column({ type: 'varchar', length: 5000 })
  description!: string;

  @Column({ type: 'varchar', length: 40 })
  industry!: string;

  @Column({ type: 'varchar', length: 40 })
  stage!: string;

  @Column({ name: 'target_market', type: 'varchar', length: 60, nullable: true })
  targetMarket!: string | null;

  @Column({ name: 'problem_statement', type: 'varchar', length: 5000, nullable: true })
  problemStatement!: string | null;

  @Column({ name: 'solution_approach', type: 'varchar', length: 5000, nullable: true })
  solutionApproach!: string | null;

  @Column({ name: 'competitive_advantage', type: 'varchar', length: 5000, nullable: true })
  competitiveAdvantage!: string | null;

  @Column({ name: 'revenue_model', type: 'varchar', length: 5000, nullable: true })
  revenueModel!: string | null;

  /** The founder's short name for the company; null: the title's first words (domain/founder-locale.ts). */
  @Column({ name: 'company_name', type: 'varchar', length: 60, nullable: true })
  companyName!: string | null;

  /** ISO 4217 the founder chose; null: the currency their text states, else their country's, else USD. */
  @Column({ type: 'varchar', length: 3, nullable: true })
  currency!: CurrencyCode | null;

  /** ISO 3166-1 alpha-2 the founder chose; null: the country their text names, if any. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  country!: CountryCode | null;

  @Column({ type: 'jsonb', nullable: true })
  analysis!: AnalysisResult | null;

  @Column({ name: 'validation_score', type: 'integer', nullable: true })
  validationScore!: number | null;

  @Column({ name: 'analysis_status', type: 'varchar', length: 20, default: 'pending' })
  analysisStatus!: AnalysisStatus;

  /** The signed-in user who owns the idea (an id in the auth schema, no foreign key across schemas). */
  @Column({ name: 'owner_user_id', type: 'integer', nullable: true })
  ownerUserId!: number | null;

  /** The founder_owner cookie of the browser that created the idea without signing in. */
  @Column({ name: 'owner_browser_id', type: 'uuid', nullable: true })
  ownerBrowserId!: string | null;

  /** The company the idea belongs to (its members' roles apply); null: a personal idea. */
  @Column({ name: 'company_id', type: 'integer', nullable: true })
  companyId!: number | null;

  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** One stored document of an idea as read with it: its kind, its parts keyed by id and each part's status. */
export interface StoredDocument {
  kind: string;
  content: Record<string, unknown>;
  status: Record<string, PartStatus>;
}

/**
 * An idea as read (access/idea-views.ts): its columns and its documents, one per kind, and the
 * version of those rows (what is computed from them is kept for it, startup-idea.response.ts).
 */
export type StoredIdea = StartupIdeaEntity & { documents: StoredDocument[]; rowVersion?: string };

/** The stored document of a kind on a read idea, or undefined before generation. */
export function documentOf<Stored extends { kind: string }>(idea: { documents: Stored[] }, kind: string): Stored | undefined {
  return idea.documents.find((document) => document.kind === kind);
}
