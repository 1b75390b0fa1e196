import type { CompanyIndustry, InvestorStage, InvestorType } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** bigint columns come back from pg as strings; check sizes stay far below 2^53. */
const bigintAsNumber = { to: (value: number) => value, from: (value: string) => Number(value) };

/** An investor profile (spec section 3). Tables created by CreateInvestors. */
@Entity({ name: 'investors' })
export class InvestorEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** null for the platform's sample profiles; else the founder who added it (a plain id in the auth schema). */
  @Column({ name: 'owner_id', type: 'integer', nullable: true })
  ownerId!: number | null;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 100 })
  firm!: string;

  @Column({ type: 'varchar', length: 20 })
  type!: InvestorType;

  @Column({ type: 'varchar', length: 100 })
  location!: string;

  @Column({ type: 'varchar', length: 40, array: true })
  industries!: CompanyIndustry[];

  @Column({ type: 'varchar', length: 20, array: true })
  stages!: InvestorStage[];

  @Column({ name: 'check_size_min', type: 'bigint', transformer: bigintAsNumber })
  checkSizeMin!: number;

  @Column({ name: 'check_size_max', type: 'bigint', transformer: bigintAsNumber })
  checkSizeMax!: number;

  @Column({ type: 'integer', default: 0 })
  portfolio!: number;

  @Column({ name: 'recent_investments', type: 'varchar', length: 80, array: true, default: () => `'{}'` })
  recentInvestments!: string[];

  @Column({ name: 'focus_areas', type: 'varchar', length: 80, array: true, default: () => `'{}'` })
  focusAreas!: string[];

  @Column({ name: 'warm_intro', type: 'boolean', default: false })
  warmIntro!: boolean;

  @Column({ name: 'response_rate', type: 'smallint', nullable: true })
  responseRate!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
