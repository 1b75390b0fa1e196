import type { DataRoomConfidentiality, DataRoomDocumentType, DataRoomFileType, DataRoomRequestStatus, DataRoomStatus, DataRoomTier, DataRoomViewAction } from '@founder/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A company's room: made once, with the six expected placeholders (tables created by CreateDataRoom). */
@Entity({ name: 'data_rooms' })
export class DataRoomEntity {
  @PrimaryColumn({ name: 'company_id', type: 'integer' })
  companyId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

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

/** A view link to the whole room (documentId null) or one document; only the token's sha256 is kept. */
@Entity({ name: 'data_room_links' })
export class DataRoomLinkEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'company_id', type: 'integer' })
  companyId!: number;

  @Column({ name: 'document_id', type: 'integer', nullable: true })
  documentId!: number | null;

  @Column({ type: 'varchar', length: 10 })
  tier!: DataRoomTier;

  @Column({ type: 'varchar', length: 100, nullable: true })
  label!: string | null;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** One line of the view log: who (as they named themselves on the link page) opened what, when, by which link. */
@Entity({ name: 'data_room_views' })
export class DataRoomViewEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'company_id', type: 'integer' })
  companyId!: number;

  @Column({ name: 'link_id', type: 'integer' })
  linkId!: number;

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

/** A visitor's request, made on a link page, for a link of a tier; the owner approves (a new link) or denies it. */
@Entity({ name: 'data_room_access_requests' })
export class DataRoomAccessRequestEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'company_id', type: 'integer' })
  companyId!: number;

  @Column({ name: 'link_id', type: 'integer' })
  linkId!: number;

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
