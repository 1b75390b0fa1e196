import type { DataRoomRequestStatus, DataRoomTier } from '@founder/contracts';
import { Column, CreateDateColumn, Entity } from 'typeorm';
import { DataRoomLinkRow } from './data-room-link-row';

/** A visitor's request, made on a link page, for a link of a tier; the owner approves (a new link) or denies it. */
@Entity({ name: 'data_room_access_requests' })
export class DataRoomAccessRequestEntity extends DataRoomLinkRow {
  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 10 })
  tier!: DataRoomTier;

  @Column({ type: 'varchar', length: 500, default: '' })
  message!: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: DataRoomRequestStatus;

  @Column({ name: 'granted_link_id', type: 'integer', nullable: true })
  grantedLinkId!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;
}
