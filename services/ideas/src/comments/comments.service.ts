import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { keysetEntities, notAuthenticated, Notifier, type PageRequest, type SortKey } from '@founder/server-kit';
import {
  COMMENT_NOT_FOUND,
  COMMENT_PAGE_SIZE,
  COMMENT_PART_INVALID,
  commentPartLabel,
  commentPartPage,
  NOT_YOUR_COMMENT,
  REPLY_TO_RESOLVED,
  type CommentCounts,
  type CommentPart,
  type CommentThread,
  type CommentView,
  type CursorPage,
  type IdeaDocumentKind,
  type MentionableMember,
} from '@founder/contracts';
import { DataSource, In, IsNull, Repository } from 'typeorm';
import { Access } from '../access/access.service';
import type { AccessCaller } from '../access/resources';
import { recordActivity, recordIdeaActivity } from '../activity/record-activity';
import { CompanyEntity } from '../companies/company.entity';
import { mentionableMembers, mentionExcerpt, resolveMentions } from '../domain/mentions';
import { CommentEntity } from './comment.entity';
import { AuthUsersClient } from '../users/auth-users.client';
import { mentionablePeople } from './mentionable-people';

/** What comments are on: an idea (its parts) or a data-room document. */
export type CommentTarget = { on: 'idea'; id: number } | { on: 'document'; id: number };

/** Where a checked target's comments are, and what a mention email says of it. */
interface OpenTarget {
  where: { ideaId: number } | { documentId: number };
  /** The idea's title, or the document's company. */
  title: string;
  /** The part in words and its page, for a comment on `part` (null on a document). */
  describe(part: string | null): { where: string; page: string };
  /** The entry of the company's activity feed for a comment by `actorUserId` on `part`. */
  recordCommented(part: string | null, actorUserId: number): Promise<void>;
}

const OLDEST_FIRST: SortKey[] = [{ sql: 'comment.id', direction: 'ASC', type: 'integer' }];

/** Threads, replies, resolving and mentions (issue 32 item 4); every check through the access helper. */
@Injectable()
export class CommentsService {
  private readonly logger = new Logger('Comments');

  constructor(
    private readonly access: Access,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(CommentEntity) private readonly comments: Repository<CommentEntity>,
    private readonly notifier: Notifier,
    private readonly users: AuthUsersClient,
  ) {}

  /** The threads, oldest first, each with its replies; `part` narrows an idea's to one part. */
  async list(target: CommentTarget, caller: AccessCaller, query: PageRequest & { part?: string }): Promise<CursorPage<CommentThread>> {
    const { where } = await this.open(target, caller, 'read');
    const roots = this.comments.createQueryBuilder('comment').where('comment.thread_id IS NULL');
    if ('ideaId' in where) roots.andWhere('comment.idea_id = :ideaId', where);
    else roots.andWhere('comment.document_id = :documentId', where);
    if (query.part !== undefined) roots.andWhere('comment.part = :part', { part: query.part });
    const page = await keysetEntities(roots, OLDEST_FIRST, query, COMMENT_PAGE_SIZE);
    const replies = page.items.length === 0 ? [] : await this.comments.find({ where: { threadId: In(page.items.map((root) => root.id)) }, order: { id: 'ASC' } });
    const names = await this.users.names([...page.items, ...replies].map((comment) => comment.authorUserId));
    return { items: page.items.map((root) => this.thread(root, replies, caller, names)), nextCursor: page.nextCursor };
  }

  /** Open and resolved threads per part of an idea: the badges beside the parts. */
  async counts(ideaId: number, caller: AccessCaller): Promise<CommentCounts> {
    await this.open({ on: 'idea', id: ideaId }, caller, 'read');
    const rows: { part: string; open: number; resolved: number }[] = await this.dataSource.query(
      `SELECT "part", count(*) FILTER (WHERE "resolved_at" IS NULL)::int AS "open", count(*) FILTER (WHERE "resolved_at" IS NOT NULL)::int AS "resolved"
         FROM "ideas"."comments" WHERE "idea_id" = $1 AND "thread_id" IS NULL GROUP BY "part" ORDER BY "part"`,
      [ideaId],
    );
    return Object.fromEntries(rows.map(({ part, open, resolved }) => [part, { open, resolved }]));
  }

  /** Open and resolved threads per document of a company's data room, keyed by document id: the badges beside the rows. */
  async documentCounts(companyId: number, caller: AccessCaller): Promise<CommentCounts> {
    if (caller.userId === null) throw notAuthenticated();
    await this.access.requireAccess(caller, 'dataRoom.read', companyId);
    const rows: { documentId: number; open: number; resolved: number }[] = await this.dataSource.query(
      `SELECT c."document_id" AS "documentId", count(*) FILTER (WHERE c."resolved_at" IS NULL)::int AS "open", count(*) FILTER (WHERE c."resolved_at" IS NOT NULL)::int AS "resolved"
         FROM "ideas"."data_room_documents" d JOIN "ideas"."comments" c ON c."document_id" = d."id" AND c."thread_id" IS NULL
        WHERE d."company_id" = $1 GROUP BY c."document_id" ORDER BY c."document_id"`,
      [companyId],
    );
    return Object.fromEntries(rows.map(({ documentId, open, resolved }) => [String(documentId), { open, resolved }]));
  }

  async mentionable(target: CommentTarget, caller: AccessCaller): Promise<MentionableMember[]> {
    const { where } = await this.open(target, caller, 'read');
    const people = await mentionablePeople(this.dataSource, where);
    return mentionableMembers(people, caller.userId!, await this.users.names(people.map((person) => person.userId)));
  }

  /** A new thread: on a part of an idea (`part` required), or on a document (no part). */
  async create(target: CommentTarget, caller: AccessCaller, body: { part?: string; text: string; mentions?: number[] }): Promise<CommentThread> {
    const opened = await this.open(target, caller, 'comment');
    const part = target.on === 'idea' ? body.part! : null;
    if (part !== null && commentPartLabel(part) === null) throw new BadRequestException(COMMENT_PART_INVALID);
    const mentioned = await this.mentions(opened, caller, body.mentions);
    const root = await this.comments.save(this.comments.create({ ...opened.where, part, threadId: null, authorUserId: caller.userId!, text: body.text, mentions: mentioned }));
    await this.tell(opened, root, part, mentioned);
    await this.recordCommented(opened, part, root.authorUserId);
    return this.thread(root, [], caller, await this.users.names([root.authorUserId]));
  }

  /** A reply in the thread of `commentId` (a reply's id answers for its thread); 409 while the thread is resolved. */
  async reply(target: CommentTarget, caller: AccessCaller, commentId: number, body: { text: string; mentions?: number[] }): Promise<CommentView> {
    const opened = await this.open(target, caller, 'comment');
    const root = await this.root(opened, commentId);
    if (root.resolvedAt) throw new ConflictException(REPLY_TO_RESOLVED);
    const mentioned = await this.mentions(opened, caller, body.mentions);
    const reply = await this.comments.save(this.comments.create({ ...opened.where, part: null, threadId: root.id, authorUserId: caller.userId!, text: body.text, mentions: mentioned }));
    await this.tell(opened, reply, root.part, mentioned);
    await this.recordCommented(opened, root.part, reply.authorUserId);
    return this.view(reply, caller, await this.users.names([reply.authorUserId]));
  }

  /** Resolves or reopens the thread; resolving a resolved one keeps who resolved it first. */
  async setResolved(target: CommentTarget, caller: AccessCaller, commentId: number, resolved: boolean): Promise<CommentThread> {
    const opened = await this.open(target, caller, 'comment');
    const root = await this.root(opened, commentId);
    if (resolved && !root.resolvedAt) Object.assign(root, { resolvedAt: new Date(), resolvedBy: caller.userId });
    if (!resolved) Object.assign(root, { resolvedAt: null, resolvedBy: null });
    await this.comments.update(root.id, { resolvedAt: root.resolvedAt, resolvedBy: root.resolvedBy });
    const replies = await this.comments.find({ where: { threadId: root.id }, order: { id: 'ASC' } });
    return this.thread(root, replies, caller, await this.users.names([root, ...replies].map((comment) => comment.authorUserId)));
  }

  /** Deletes the caller's own comment; a thread's first comment takes its replies with it. */
  async remove(target: CommentTarget, caller: AccessCaller, commentId: number): Promise<void> {
    const opened = await this.open(target, caller, 'comment');
    const comment = await this.comments.findOneBy({ ...opened.where, id: commentId });
    if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
    if (comment.authorUserId !== caller.userId) throw new ForbiddenException(NOT_YOUR_COMMENT);
    await this.comments.delete(comment.id);
  }

  /** 401 without a session; then the access helper: 404 for a stranger, 403 for a refused relation. */
  private async open(target: CommentTarget, caller: AccessCaller, need: 'read' | 'comment'): Promise<OpenTarget> {
    if (caller.userId === null) throw notAuthenticated();
    if (target.on === 'idea') {
      const idea = await this.access.requireAccess(caller, need === 'read' ? 'idea.read' : 'document.comment', target.id);
      return {
        where: { ideaId: idea.id },
        title: idea.ideaTitle,
        describe: (part) => ({ where: commentPartLabel(part ?? '') ?? 'an idea', page: commentPartPage(part as CommentPart) }),
        recordCommented: (part, actorUserId) => {
          const [kind, partId] = (part ?? '').split(':') as [IdeaDocumentKind, string];
          return recordIdeaActivity(this.dataSource, idea.id, { actorUserId, verb: 'commented', subject: { kind, partId } });
        },
      };
    }
    const document = await this.access.requireAccess(caller, need === 'read' ? 'dataRoomDocument.read' : 'dataRoomDocument.comment', target.id);
    const company = await this.dataSource.getRepository(CompanyEntity).findOneByOrFail({ id: document.companyId });
    return {
      where: { documentId: document.id },
      title: company.companyName,
      describe: () => ({ where: `the data room document "${document.name}"`, page: '/platform/data-room' }),
      recordCommented: (_part, actorUserId) =>
        recordActivity(this.dataSource, { companyId: company.id, actorUserId, verb: 'commented', subject: { kind: 'dataRoomDocument', label: document.name } }),
    };
  }

  private async root(opened: OpenTarget, commentId: number): Promise<CommentEntity> {
    const comment = await this.comments.findOneBy({ ...opened.where, id: commentId });
    const root = comment?.threadId ? await this.comments.findOneBy({ id: comment.threadId, threadId: IsNull() }) : comment;
    if (!root) throw new NotFoundException(COMMENT_NOT_FOUND);
    return root;
  }

  private async mentions(opened: OpenTarget, caller: AccessCaller, asked: number[] | undefined): Promise<number[]> {
    if (!asked?.length) return [];
    const members = mentionableMembers(await mentionablePeople(this.dataSource, opened.where), caller.userId!);
    const { mentioned, unknown } = resolveMentions(asked, members);
    if (unknown.length > 0) throw new BadRequestException(`mentions must be members who may be mentioned here; not: ${unknown.join(', ')}`);
    return mentioned;
  }

  /** The company feed's entry, after the comment is saved: a feed that cannot be written never fails the comment. */
  private async recordCommented(opened: OpenTarget, part: string | null, actorUserId: number): Promise<void> {
    await opened.recordCommented(part, actorUserId).catch((error: Error) => this.logger.error(`The activity of a comment was not recorded: ${error.message}`));
  }

  /** Emails each mentioned member (through auth, which may hold it back by their switch). */
  private async tell(opened: OpenTarget, comment: CommentEntity, part: string | null, mentioned: number[]): Promise<void> {
    const { where, page } = opened.describe(part);
    for (const userId of mentioned) {
      await this.notifier.notify({ userId, kind: 'mention', authorId: comment.authorUserId, where, title: opened.title, excerpt: mentionExcerpt(comment.text), page });
    }
  }

  /** `names`: the authors' names as auth knows them now (none when auth did not answer). */
  private view(comment: CommentEntity, caller: AccessCaller, names: ReadonlyMap<number, string>): CommentView {
    return {
      id: comment.id,
      authorUserId: comment.authorUserId,
      authorName: names.get(comment.authorUserId) ?? null,
      mine: comment.authorUserId === caller.userId,
      text: comment.text,
      mentions: comment.mentions,
      createdAt: comment.createdAt.toISOString(),
    };
  }

  private thread(root: CommentEntity, replies: CommentEntity[], caller: AccessCaller, names: ReadonlyMap<number, string>): CommentThread {
    return {
      ...this.view(root, caller, names),
      part: root.part as CommentPart | null,
      resolved: root.resolvedAt !== null,
      resolvedAt: root.resolvedAt?.toISOString() ?? null,
      resolvedByUserId: root.resolvedBy,
      replies: replies.filter((reply) => reply.threadId === root.id).map((reply) => this.view(reply, caller, names)),
    };
  }
}
