import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ActivityRecorder } from '../activity/activity-recorder';
import { documentSubject } from '../activity/document-activity';
import { createHash } from 'node:crypto';
import { keysetEntities, notAuthenticated, Notifier, parseRowId, ServiceEnvironment, type PageRequest, type SortKey } from '@founder/server-kit';
import { InjectRepository } from '@nestjs/typeorm';
import { IDEA_SHARE_PAGE_SIZE, type CursorPage, type IdeaShare, type IdeaShareKind, type IdeaShareLink, type SharedIdeaView } from '@founder/contracts';
import { IsNull, Repository } from 'typeorm';
import type { AnyDocumentKind } from '../idea-documents/document-kind';
import { REGISTERED_DOCUMENT_KINDS } from '../ideas/registered-document-kinds';
import { ideaFactsOf } from '../ideas/idea-facts-of';
import { documentOf, type StoredIdea } from '../ideas/startup-idea.entity';
import { IdeaDocumentsService } from '../idea-documents/idea-documents.service';
import { Access } from '../access/access.service';
import { IdeaViews } from '../access/idea-views';
import type { IdeaCaller } from '../owners/idea-caller';
import { IdeaShareEntity } from './idea-share.entity';
import { isShareToken, newShareToken, shareTokenHash } from '../domain/share-token';
import { openShareToken, sealShareToken, shareTokenKey } from '../domain/share-token-seal';
import { compositionContext } from '../domain/composition-context';
import { changedFigures } from '../domain/figures-out-of-date';

function shareUrl(page: string, token: string): string {
  return `${page}?share=${token}`;
}

export const SHARE_UNAVAILABLE = 'This shared link is no longer available';
export const SHARE_NOT_FOUND = 'Share not found';

/** Revocable read-only links to one generated document of an idea (any registered kind). */
const NEWEST_FIRST: SortKey[] = [
  { sql: 'share.created_at', direction: 'DESC', type: 'timestamp' },
  { sql: 'share.id', direction: 'DESC', type: 'integer' },
];

@Injectable()
export class SharesService {
  private readonly tokenKey: Buffer;

  constructor(
    environment: ServiceEnvironment,
    private readonly access: Access,
    private readonly ideaViews: IdeaViews,
    private readonly documents: IdeaDocumentsService,
    @Inject(REGISTERED_DOCUMENT_KINDS) private readonly kinds: readonly AnyDocumentKind[],
    @InjectRepository(IdeaShareEntity) private readonly shares: Repository<IdeaShareEntity>,
    private readonly notifier: Notifier,
    private readonly activity: ActivityRecorder,
  ) {
    this.tokenKey = shareTokenKey(environment.IDENTITY_SECRET);
  }

  /** A new link to what the idea has of that kind, with the owner's label; 400 for a kind the app does not serve, 409 when it has not been generated. */
  async create(id: number, caller: IdeaCaller, kindName: string, label: string | undefined): Promise<IdeaShare> {
    const idea = await this.access.requireAccess(caller, 'idea.share', id);
    const kind = this.kinds.find((candidate) => candidate.kind === kindName);
    if (!kind) throw new BadRequestException(`kind must be one of the following values: ${this.kinds.map((known) => known.kind).join(', ')}`);
    this.documents.content(idea, kind);
    const token = newShareToken();
    const share = await this.shares.save(
      this.shares.create({ ideaId: idea.id, tokenHash: shareTokenHash(token), tokenSealed: sealShareToken(token, this.tokenKey), kind: kind.kind, label: label ?? null }),
    );
    await this.activity.idea(idea.id, { actorUserId: caller.userId, verb: 'shared', subject: documentSubject(kind.kind, null, share.label) });
    return { ...this.toShareLink(share), token, url: shareUrl(kind.share.page, token) };
  }

  /**
   * The idea's live links, newest first, for its owner only: 401 for a caller with neither a session
   * nor an owner cookie (nobody who could own an idea), 404 for anyone else's idea.
   */
  async list(id: number, caller: IdeaCaller, query: PageRequest & { kind?: IdeaShareKind }): Promise<CursorPage<IdeaShareLink>> {
    if (caller.userId === null && caller.browserId === null) throw notAuthenticated();
    const idea = await this.access.requireAccess(caller, 'idea.share', id);
    const live = this.shares.createQueryBuilder('share').where('share.idea_id = :ideaId AND share.revoked_at IS NULL', { ideaId: idea.id });
    if (query.kind) live.andWhere('share.kind = :kind', { kind: query.kind });
    const page = await keysetEntities(live, NEWEST_FIRST, query, IDEA_SHARE_PAGE_SIZE);
    return { items: page.items.map((share) => this.toShareLink(share)), nextCursor: page.nextCursor };
  }

  /** A link as its owner sees it; its url from the sealed token (null for a link made before tokens were kept, or sealed under another secret). */
  private toShareLink(share: IdeaShareEntity): IdeaShareLink {
    const token = share.tokenSealed === null ? null : openShareToken(share.tokenSealed, this.tokenKey);
    const page = this.kinds.find((candidate) => candidate.kind === share.kind)?.share.page;
    return {
      id: share.id,
      kind: share.kind as IdeaShareKind,
      label: share.label,
      url: token && page ? shareUrl(page, token) : null,
      createdAt: share.createdAt.toISOString(),
      views: share.views,
    };
  }

  /** Revokes a link of this idea (by the id the list answers); revoking it again changes nothing. */
  async revoke(id: number, caller: IdeaCaller, shareId: string): Promise<void> {
    const idea = await this.access.requireAccess(caller, 'idea.share', id);
    const rowId = parseRowId(shareId);
    const share = rowId === null ? null : await this.shares.findOneBy({ ideaId: idea.id, id: rowId });
    if (!share) throw new NotFoundException(SHARE_NOT_FOUND);
    if (!share.revokedAt) await this.shares.update(share.id, { revokedAt: new Date() });
  }

  /** The read-only view behind a live link: the idea's headline fields and the shared document, as it is now. `visitor`: the client, for the count of views. */
  async view(token: string, visitor: string): Promise<SharedIdeaView> {
    const share = isShareToken(token) ? await this.shares.findOneBy({ tokenHash: shareTokenHash(token), revokedAt: IsNull() }) : null;
    const idea = share ? await this.ideaViews.stored(share.ideaId) : null;
    const kind = this.kinds.find((candidate) => candidate.kind === share?.kind);
    if (!share || !idea || !kind) throw new NotFoundException(SHARE_UNAVAILABLE);
    if (await this.countView(share.id, visitor)) await this.tellOwnerOfNewVisitors(share, idea);
    const content = documentOf(idea, kind.kind)?.content ?? null;
    const facts = ideaFactsOf(idea);
    return {
      kind: kind.kind as IdeaShareKind,
      // An investor reading a link sees what a founder sees: that the document's figures changed since.
      figureChanges: changedFigures(kind.document, content, compositionContext(facts)),
      idea: {
        ideaTitle: idea.ideaTitle,
        companyName: facts.companyName,
        currency: facts.currency,
        description: idea.description,
        industry: idea.industry,
        stage: idea.stage,
        [kind.share.field]: content,
      },
    };
  }

  /**
   * One view per visitor and UTC day: the visitor's row for today is inserted once, and only an
   * insert adds a view. The link's rows of earlier days go in the same statement.
   */
  private async countView(shareId: number, visitor: string): Promise<boolean> {
    const [, counted] = (await this.shares.query(
      `WITH gone AS (DELETE FROM "ideas"."idea_share_visitors" WHERE "share_id" = $1 AND "day" < (now() AT TIME ZONE 'UTC')::date),
            seen AS (INSERT INTO "ideas"."idea_share_visitors" ("share_id", "visitor", "day") VALUES ($1, $2, (now() AT TIME ZONE 'UTC')::date)
                     ON CONFLICT DO NOTHING RETURNING 1)
       UPDATE "ideas"."idea_shares" SET "views" = "views" + 1 WHERE "id" = $1 AND EXISTS (SELECT 1 FROM seen)`,
      [shareId, createHash('sha256').update(visitor).digest('hex')],
    )) as [unknown, number];
    return counted > 0;
  }

  /**
   * Emails the owner that new visitors opened the link: at most once an hour per link, the views
   * counted meanwhile summed into the next message. A visitor is new for the day (views are counted
   * once per visitor and day, and only today's visitors are remembered).
   */
  private async tellOwnerOfNewVisitors(share: IdeaShareEntity, idea: StoredIdea): Promise<void> {
    // The issue names plans and decks; a shared model or research opens without an email.
    const documentKind = ({ 'business-plan': 'business plan', 'pitch-deck': 'pitch deck' } as const)[share.kind as 'business-plan' | 'pitch-deck'];
    if (idea.ownerUserId === null || !documentKind) return;
    const [rows] = (await this.shares.query(
      `UPDATE "ideas"."idea_shares" share SET "views_notified" = share."views", "notified_at" = now()
         FROM (SELECT "views_notified" FROM "ideas"."idea_shares" WHERE "id" = $1) before
        WHERE share."id" = $1 AND share."views" > share."views_notified" AND (share."notified_at" IS NULL OR share."notified_at" <= now() - interval '1 hour')
        RETURNING share."views" - before."views_notified" AS "newVisitors"`,
      [share.id],
    )) as [{ newVisitors: number }[], number];
    if (!rows.length) return;
    await this.notifier.notify({
      userId: idea.ownerUserId,
      kind: 'shareOpened',
      documentKind,
      documentTitle: share.label ?? idea.ideaTitle,
      newVisitors: rows[0].newVisitors,
    });
  }
}
