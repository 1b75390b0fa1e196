import type { DataRoomTier } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A view link to the whole room (documentId null) or one document; only the token's sha256 is kept. */
@Entity({ name: 'data_room_links' })
export class DataRoomLinkEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'company_id', type: 'integer' })
  companyId!: number;

  @Column({ name: 'document_id', type: 'integer', nullable: true })
  documentId!: number | null;

  @Column({ type: 'varchar', length: 10 })
  tier!: DataRoomTier;

  @Column({ type: 'varchar', length: 100, nullable: true })
  label!: string | null;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
