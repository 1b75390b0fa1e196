import type { RegistrationStatus } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A founder's seat at an event (spec section 3). Cancelled rows stay as history; one active row per person and event. */
@Entity({ name: 'event_registrations' })
export class EventRegistrationEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'event_id', type: 'integer' })
  eventId!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'registration_date', type: 'timestamptz', default: () => 'now()' })
  registrationDate!: Date;

  @Column({ type: 'varchar', length: 20, default: 'registered' })
  status!: RegistrationStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  notes!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
