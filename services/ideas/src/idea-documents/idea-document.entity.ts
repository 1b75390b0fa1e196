import type { PartStatus } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { StartupIdeaEntity } from '../ideas/startup-idea.entity';

/** One generated document of an idea, of one kind (table created by CreateIdeaDocuments). */
@Entity({ name: 'idea_documents' })
export class IdeaDocumentEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'idea_id', type: 'integer' })
  ideaId!: number;

  @ManyToOne(() => StartupIdeaEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'idea_id' })
  idea!: Relation<StartupIdeaEntity>;

  /** A row of idea_document_kinds: 'business-plan', 'pitch-deck'. */
  @Column({ type: 'varchar', length: 40 })
  kind!: string;

  /** The parts keyed by part id. */
  @Column({ type: 'jsonb' })
  content!: Record<string, unknown>;

  /** Each part's status, keyed by part id. */
  @Column({ type: 'jsonb' })
  status!: Record<string, PartStatus>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
