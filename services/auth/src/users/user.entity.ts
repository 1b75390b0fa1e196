import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A person with an account (spec section 3, users). Table created by CreateAuthTables. */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  name!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  username!: string | null;

  /** A password hash, never a password; null for Google-only and wallet-only accounts. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  password!: string | null;

  @Column({ name: 'google_id', type: 'varchar', length: 255, nullable: true })
  googleId!: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  avatar!: string | null;

  @Column({ name: 'email_verified', type: 'boolean', default: false })
  emailVerified!: boolean;

  /** An address the founder asked to change to; it replaces `email` once its link is opened (AddPendingEmail). */
  @Column({ name: 'pending_email', type: 'varchar', length: 255, nullable: true })
  pendingEmail!: string | null;

  @Column({ name: 'wallet_address', type: 'varchar', length: 42, nullable: true })
  walletAddress!: string | null;

  @Column({ name: 'wallet_type', type: 'varchar', length: 20, nullable: true })
  walletType!: string | null;

  @Column({ name: 'chain_id', type: 'integer', nullable: true })
  chainId!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
