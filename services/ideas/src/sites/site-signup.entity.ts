import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A visitor who joined a founder's early-access list from the published page. Table created by CreateSites. */
@Entity({ name: 'site_signups' })
export class SiteSignupEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'company_id', type: 'integer' })
  companyId!: number;

  /** Stored lower-cased: one row per address and site. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 20 })
  source!: 'website';

  /** The path of the page whose form was used, as it was then (SiteSignupSourcePage). */
  @Column({ name: 'source_page', type: 'varchar', length: 60 })
  sourcePage!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
