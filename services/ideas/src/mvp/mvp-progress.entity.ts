import type { LaunchChecklistItemId } from '@founder/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A company's MVP launch: the ticked Launch Checklist items and when it launched. Table created by CreateMvpProgress. */
@Entity({ name: 'mvp_progress' })
export class MvpProgressEntity {
  @PrimaryColumn({ name: 'company_id', type: 'integer' })
  companyId!: number;

  @Column({ type: 'text', array: true })
  checklist!: LaunchChecklistItemId[];

  @Column({ name: 'launched_at', type: 'timestamptz', nullable: true })
  launchedAt!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
