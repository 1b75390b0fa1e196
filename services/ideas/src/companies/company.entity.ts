import type { CompanyData, CompanyIndustry, CompanyLogoType, CompanyStage, CompanyTeamSize, CompanyTheme, WorkflowProgress } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A founder's company (spec section 3). Table created by CreateCompanies. */
@Entity({ name: 'companies' })
export class CompanyEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** The owner: an id in the auth schema (no foreign key across schemas). */
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'company_name', type: 'varchar', length: 100 })
  companyName!: string;

  @Column({ type: 'varchar', length: 2000 })
  description!: string;

  @Column({ type: 'varchar', length: 40 })
  industry!: CompanyIndustry;

  @Column({ type: 'varchar', length: 40 })
  stage!: CompanyStage;

  @Column({ type: 'varchar', length: 100 })
  location!: string;

  @Column({ name: 'team_size', type: 'varchar', length: 40 })
  teamSize!: CompanyTeamSize;

  @Column({ type: 'varchar', length: 20, default: 'modern' })
  theme!: CompanyTheme;

  /** The logo's bytes, served at logoUrl; checked PNG or JPEG by their first bytes. */
  @Column({ name: 'logo', type: 'bytea', nullable: true, select: false })
  logo!: Buffer | null;

  @Column({ name: 'logo_type', type: 'varchar', length: 20, nullable: true })
  logoType!: CompanyLogoType | null;

  @Column({ name: 'company_data', type: 'jsonb' })
  companyData!: CompanyData;

  @Column({ name: 'workflow_progress', type: 'jsonb' })
  workflowProgress!: WorkflowProgress;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
