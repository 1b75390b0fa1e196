import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A file that no document holds yet or any more: being written (its room's space reserved, so
 * concurrent uploads cannot pass the quota) or discarded (replaced or deleted, to be removed from
 * storage). The database writes discarded rows itself (a trigger on data_room_documents), so no
 * path that drops a document's file can forget it; what a crash leaves is swept at start-up.
 */
@Entity({ name: 'data_room_pending_files' })
export class DataRoomPendingFileEntity {
  @PrimaryColumn({ name: 'storage_key', type: 'varchar', length: 64 })
  storageKey!: string;

  @Column({ type: 'varchar', length: 10 })
  state!: 'writing' | 'discarded';

  /** The room whose space a write holds; null once discarded. */
  @Column({ name: 'company_id', type: 'integer', nullable: true })
  companyId!: number | null;

  @Column({ name: 'reserved_bytes', type: 'integer', default: 0 })
  reservedBytes!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
