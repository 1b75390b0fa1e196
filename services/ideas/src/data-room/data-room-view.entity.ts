import type { DataRoomViewAction } from '@founder/contracts';
import { Column, CreateDateColumn, Entity } from 'typeorm';
import { DataRoomLinkRow } from './data-room-link-row';

/** One line of the view log: who (as they named themselves on the link page) opened what, when, by which link. */
@Entity({ name: 'data_room_views' })
export class DataRoomViewEntity extends DataRoomLinkRow {
  @Column({ name: 'visit_id', type: 'uuid' })
  visitId!: string;

  @Column({ name: 'visitor_name', type: 'varchar', length: 100 })
  visitorName!: string;

  @Column({ name: 'visitor_email', type: 'varchar', length: 254 })
  visitorEmail!: string;

  @Column({ name: 'document_id', type: 'integer', nullable: true })
  documentId!: number | null;

  /** The document's name when it was opened, so the log reads the same after a rename. */
  @Column({ name: 'document_name', type: 'varchar', length: 200, nullable: true })
  documentName!: string | null;

  @Column({ type: 'varchar', length: 12 })
  action!: DataRoomViewAction;

  @CreateDateColumn({ name: 'at', type: 'timestamptz' })
  at!: Date;
}
