import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A sign-up on a founder's site waiting for their daily digest. Table created by AddNotificationSettings. */
@Entity({ name: 'pending_site_sign_ups' })
export class PendingSiteSignUp {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'site_name', type: 'varchar', length: 200 })
  siteName!: string;

  @Column({ name: 'page_path', type: 'varchar', length: 300 })
  pagePath!: string;

  @Column({ name: 'visitor_email', type: 'varchar', length: 254 })
  visitorEmail!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
