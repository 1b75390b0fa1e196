import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A waitlist sign-up (spec section 3, waitlist). Table created by CreateAuthTables. */
@Entity({ name: 'waitlist' })
export class WaitlistEntry {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** Trimmed and lower-cased; unique. */
  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  name!: string | null;

  @Column({ name: 'wallet_address', type: 'varchar', length: 42, nullable: true })
  walletAddress!: string | null;

  @Column({ name: 'google_id', type: 'varchar', length: 255, nullable: true })
  googleId!: string | null;

  @Column({ type: 'varchar', length: 50, default: 'email' })
  source!: string;

  @Column({ name: 'early_access', type: 'boolean', default: false })
  earlyAccess!: boolean;

  @Column({ name: 'referral_code', type: 'varchar', length: 20, nullable: true })
  referralCode!: string | null;

  @Column({ name: 'referred_by', type: 'varchar', length: 20, nullable: true })
  referredBy!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  metadata!: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
