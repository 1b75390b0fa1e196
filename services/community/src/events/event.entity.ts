import type { EventAgendaItem, EventCategory, EventSpeaker, EventStatus, EventType } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An event (spec section 3). Table created by CreateCommunityTables; organizerId is an auth user id, null for seeded events. */
@Entity({ name: 'events' })
export class EventEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 5000, nullable: true })
  description!: string | null;

  @Column({ type: 'varchar', length: 20 })
  type!: EventType;

  @Column({ type: 'varchar', length: 30 })
  category!: EventCategory;

  @Column({ name: 'start_date', type: 'timestamptz' })
  startDate!: Date;

  @Column({ name: 'end_date', type: 'timestamptz', nullable: true })
  endDate!: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location!: string | null;

  @Column({ name: 'is_virtual', type: 'boolean', default: false })
  isVirtual!: boolean;

  @Column({ name: 'virtual_link', type: 'varchar', length: 2048, nullable: true })
  virtualLink!: string | null;

  @Column({ name: 'organizer_id', type: 'integer', nullable: true })
  organizerId!: number | null;

  @Column({ name: 'organizer_name', type: 'varchar', length: 100, nullable: true })
  organizerName!: string | null;

  @Column({ name: 'organizer_email', type: 'varchar', length: 255, nullable: true })
  organizerEmail!: string | null;

  @Column({ name: 'max_attendees', type: 'integer', nullable: true })
  maxAttendees!: number | null;

  @Column({ name: 'current_attendees', type: 'integer', default: 0 })
  currentAttendees!: number;

  @Column({ type: 'varchar', length: 20, default: '0.00' })
  price!: string;

  @Column({ name: 'registration_url', type: 'varchar', length: 2048, nullable: true })
  registrationUrl!: string | null;

  @Column({ type: 'varchar', length: 40, array: true, default: () => `'{}'` })
  tags!: string[];

  @Column({ name: 'image_url', type: 'varchar', length: 2048, nullable: true })
  imageUrl!: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  requirements!: string | null;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  agenda!: EventAgendaItem[];

  @Column({ type: 'jsonb', default: () => `'[]'` })
  speakers!: EventSpeaker[];

  @Column({ type: 'varchar', length: 200, array: true, default: () => `'{}'` })
  benefits!: string[];

  @Column({ type: 'varchar', length: 20, default: 'upcoming' })
  status!: EventStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
