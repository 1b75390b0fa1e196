import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** 'change-email' confirms an address the founder asked to use instead of the current one. */
export type EmailLinkPurpose = 'password-reset' | 'verify-email' | 'change-email';

/**
 * A single-use link sent by email (password reset, email verification). Only the token's hash is
 * stored; `email` is the address the link went to (for verification, the address it confirms).
 * Table created by AddEmailLinks.
 */
@Entity({ name: 'email_links' })
export class EmailLink {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ type: 'varchar', length: 20 })
  purpose!: EmailLinkPurpose;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
