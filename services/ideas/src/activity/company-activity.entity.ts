import type { ActivitySubjectKind, ActivityVerb } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One entry of a company's activity feed. Table created by CreateCompanyActivity. */
@Entity({ name: 'company_activity' })
export class CompanyActivityEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** The company (its rows go with it: ON DELETE CASCADE). */
  @Column({ name: 'company_id', type: 'integer' })
  companyId!: number;

  /** Who did it: an id in the auth schema, or null for a signed-out browser. The name is asked of auth when read, so a renamed member reads as they are now. */
  @Column({ name: 'actor_user_id', type: 'integer', nullable: true })
  actorUserId!: number | null;

  @Column({ type: 'varchar', length: 20 })
  verb!: ActivityVerb;

  @Column({ name: 'subject_kind', type: 'varchar', length: 40 })
  subjectKind!: ActivitySubjectKind;

  @Column({ name: 'subject_label', type: 'varchar', length: 255, nullable: true })
  subjectLabel!: string | null;

  @Column({ name: 'idea_id', type: 'integer', nullable: true })
  ideaId!: number | null;

  @Column({ name: 'part_id', type: 'varchar', length: 60, nullable: true })
  partId!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  detail!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
