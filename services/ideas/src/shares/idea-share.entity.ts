import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A read-only link to one generated document of an idea. Table created by CreateStartupIdeas, kinds by CreateIdeaDocuments. */
@Entity({ name: 'idea_shares' })
export class IdeaShareEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'idea_id', type: 'integer' })
  ideaId!: number;

  /** sha256 (hex) of the token in the link; the token itself is never stored. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  /** A row of idea_document_kinds. */
  @Column({ type: 'varchar', length: 40 })
  kind!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Opens of the shared page with this link (CountShareViews). */
  @Column({ type: 'integer', default: 0 })
  views!: number;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
