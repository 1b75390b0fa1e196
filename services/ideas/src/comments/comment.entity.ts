import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A comment: a thread's root (threadId null) or a reply. Table created by CreateComments. */
@Entity({ name: 'comments' })
export class CommentEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** On a part of an idea's document, or (documentId) on a data-room document: exactly one. */
  @Column({ name: 'idea_id', type: 'integer', nullable: true })
  ideaId!: number | null;

  @Column({ name: 'document_id', type: 'integer', nullable: true })
  documentId!: number | null;

  /** `<kind>:<part id>` of a root on an idea; null on replies and on data-room documents. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  part!: string | null;

  @Column({ name: 'thread_id', type: 'integer', nullable: true })
  threadId!: number | null;

  @Column({ name: 'author_user_id', type: 'integer' })
  authorUserId!: number;

  @Column({ type: 'varchar', length: 2000 })
  text!: string;

  @Column({ type: 'integer', array: true, default: () => `'{}'` })
  mentions!: number[];

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;

  @Column({ name: 'resolved_by', type: 'integer', nullable: true })
  resolvedBy!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
