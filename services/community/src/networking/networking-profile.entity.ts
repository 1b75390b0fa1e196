import type { ContactMethod, LookingFor, NetworkingStage, ProfileVisibility } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A founder's networking profile (spec section 3). Table created by CreateCommunityTables. */
@Entity({ name: 'networking_profiles' })
export class NetworkingProfileEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  /** The account's name as auth last told it: people search covers names without a join across schemas. */
  @Column({ name: 'user_name', type: 'varchar', length: 255, nullable: true })
  userName!: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  bio!: string | null;

  @Column({ type: 'varchar', length: 60, array: true, default: () => `'{}'` })
  interests!: string[];

  @Column({ type: 'varchar', length: 60, array: true, default: () => `'{}'` })
  skills!: string[];

  @Column({ type: 'varchar', length: 60, array: true, default: () => `'{}'` })
  industries!: string[];

  @Column({ name: 'looking_for', type: 'varchar', length: 20, array: true, default: () => `'{}'` })
  lookingFor!: LookingFor[];

  @Column({ type: 'varchar', length: 20, nullable: true })
  stage!: NetworkingStage | null;

  @Column({ name: 'available_for_mentoring', type: 'boolean', default: false })
  availableForMentoring!: boolean;

  @Column({ name: 'seeking_mentorship', type: 'boolean', default: false })
  seekingMentorship!: boolean;

  @Column({ name: 'open_to_collaboration', type: 'boolean', default: false })
  openToCollaboration!: boolean;

  @Column({ name: 'linkedin_url', type: 'varchar', length: 2048, nullable: true })
  linkedinUrl!: string | null;

  @Column({ name: 'twitter_url', type: 'varchar', length: 2048, nullable: true })
  twitterUrl!: string | null;

  @Column({ name: 'github_url', type: 'varchar', length: 2048, nullable: true })
  githubUrl!: string | null;

  @Column({ name: 'website_url', type: 'varchar', length: 2048, nullable: true })
  websiteUrl!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  timezone!: string | null;

  @Column({ name: 'preferred_contact_method', type: 'varchar', length: 20, default: 'platform' })
  preferredContactMethod!: ContactMethod;

  @Column({ type: 'varchar', length: 10, default: 'public' })
  visibility!: ProfileVisibility;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
