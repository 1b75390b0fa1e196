import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A read-only link to one generated document of an idea. Table created by CreateStartupIdeas, kinds by CreateIdeaDocuments. */
@Entity({ name: 'idea_shares' })
export class IdeaShareEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'idea_id', type: 'integer' })
  ideaId!: number;

  /** sha256 (hex) of the token in the link: how an opened link is found. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  /** The token sealed (domain/share-token-seal.ts), so the owner can copy the link again; null for links made before. */
  @Column({ name: 'token_sealed', type: 'varchar', length: 128, nullable: true })
  tokenSealed!: string | null;

  /** The owner's name for the link ('Seed investors'), or null. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  label!: string | null;

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
