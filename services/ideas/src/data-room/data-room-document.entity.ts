import type { DataRoomConfidentiality, DataRoomDocumentType, DataRoomFileType, DataRoomStatus } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A data room document (spec section 3); its file, when it has one, is in the DocumentStorage under storageKey. */
@Entity({ name: 'data_room_documents' })
export class DataRoomDocumentEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'company_id', type: 'integer' })
  companyId!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 20 })
  type!: DataRoomDocumentType;

  @Column({ type: 'varchar', length: 60 })
  category!: string;

  @Column({ type: 'integer', default: 0 })
  size!: number;

  @Column({ type: 'varchar', length: 10, default: 'draft' })
  status!: DataRoomStatus;

  @Column({ type: 'varchar', length: 20, default: 'confidential' })
  confidentiality!: DataRoomConfidentiality;

  @Column({ name: 'uploaded_by', type: 'varchar', length: 100, nullable: true })
  uploadedBy!: string | null;

  @Column({ type: 'varchar', length: 1000, default: '' })
  description!: string;

  @Column({ name: 'file_name', type: 'varchar', length: 255, nullable: true })
  fileName!: string | null;

  @Column({ name: 'content_type', type: 'varchar', length: 100, nullable: true })
  contentType!: DataRoomFileType | null;

  @Column({ name: 'storage_key', type: 'varchar', length: 64, nullable: true })
  storageKey!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** lastModified of the spec. */
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
