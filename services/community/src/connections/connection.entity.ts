import type { ConnectionStatus } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A connection request between two founders (spec section 3); one per pair, whoever asked. */
@Entity({ name: 'connections' })
export class ConnectionEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'requester_id', type: 'integer' })
  requesterId!: number;

  @Column({ name: 'receiver_id', type: 'integer' })
  receiverId!: number;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status!: ConnectionStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  message!: string | null;

  /** When the receiver accepted. */
  @Column({ name: 'connection_date', type: 'timestamptz', nullable: true })
  connectionDate!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
