import type { HostingPlan, SiteSection, SiteTemplate } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A company's website (one per company). Table created by CreateSites. */
@Entity({ name: 'sites' })
export class SiteEntity {
  @PrimaryColumn({ name: 'company_id', type: 'integer' })
  companyId!: number;

  @Column({ type: 'varchar', length: 20 })
  template!: SiteTemplate;

  /** The five sections in page order (id, name, content, enabled). */
  @Column({ type: 'jsonb' })
  sections!: SiteSection[];

  /** The page's address under /sites/, unique across every site. */
  @Column({ type: 'varchar', length: 40 })
  slug!: string;

  @Column({ name: 'hosting_plan', type: 'varchar', length: 20 })
  hostingPlan!: HostingPlan;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
