import type { InvitedRole } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A member of a company beside its owner (the company's user_id). Table made by CreateCompanyMembers. */
@Entity({ name: 'company_members' })
export class CompanyMemberEntity {
  @PrimaryColumn({ name: 'company_id', type: 'integer' })
  companyId!: number;

  /** An id in the auth schema (no foreign key across schemas). */
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ type: 'varchar', length: 20 })
  role!: InvitedRole;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
