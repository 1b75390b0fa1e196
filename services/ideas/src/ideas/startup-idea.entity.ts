import type { AnalysisResult, AnalysisStatus } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { IdeaDocumentEntity } from '../idea-documents/idea-document.entity';

/** A submitted idea with its analysis (spec section 3) and generated documents. Table created by CreateStartupIdeas. */
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

  @Column({ type: 'jsonb', nullable: true })
  analysis!: AnalysisResult | null;

  @Column({ name: 'validation_score', type: 'integer', nullable: true })
  validationScore!: number | null;

  @Column({ name: 'analysis_status', type: 'varchar', length: 20, default: 'pending' })
  analysisStatus!: AnalysisStatus;

  /** Its generated documents (plan, deck...), one per kind; loaded with the idea. */
  @OneToMany(() => IdeaDocumentEntity, (document) => document.idea, { eager: true })
  documents!: Relation<IdeaDocumentEntity>[];

  /** The signed-in user who owns the idea (an id in the auth schema, no foreign key across schemas). */
  @Column({ name: 'owner_user_id', type: 'integer', nullable: true })
  ownerUserId!: number | null;

  /** The founder_owner cookie of the browser that created the idea without signing in. */
  @Column({ name: 'owner_browser_id', type: 'uuid', nullable: true })
  ownerBrowserId!: string | null;

  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** An idea as read for an answer: its columns and the parts of its documents an answer shows. */
export type StoredIdea = Omit<StartupIdeaEntity, 'documents'> & {
  documents: Array<Pick<IdeaDocumentEntity, 'kind' | 'content' | 'status'>>;
};
