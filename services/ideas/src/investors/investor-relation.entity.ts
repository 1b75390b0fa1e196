import type { PipelineStage } from '@founder/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A company's record of one investor, shared by its members: saved, applied (one way) and the fundraising pipeline. */
@Entity({ name: 'investor_relations' })
export class InvestorRelationEntity {
  /** The company whose pipeline this is (its rows go with it: ON DELETE CASCADE). */
  @PrimaryColumn({ name: 'company_id', type: 'integer' })
  companyId!: number;

  @PrimaryColumn({ name: 'investor_id', type: 'integer' })
  investorId!: number;

  @Column({ type: 'boolean', default: false })
  saved!: boolean;

  @Column({ name: 'applied_at', type: 'timestamptz', nullable: true })
  appliedAt!: Date | null;

  @Column({ name: 'pipeline_stage', type: 'varchar', length: 20, nullable: true })
  pipelineStage!: PipelineStage | null;

  @Column({ type: 'varchar', length: 2000, default: '' })
  notes!: string;

  /** YYYY-MM-DD: pg's date comes back as text, never shifted by a time zone. */
  @Column({ name: 'next_step_on', type: 'date', nullable: true })
  nextStepOn!: string | null;

  @Column({ name: 'stage_changed_at', type: 'timestamptz', nullable: true })
  stageChangedAt!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** The member who changed it last (an id in the auth schema). */
  @Column({ name: 'updated_by', type: 'integer' })
  updatedBy!: number;
}
