import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { ActivityRecorder } from '../activity/activity-recorder';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DATA_ROOM_LINK_PAGE,
  DATA_ROOM_LOG_PAGE,
  dataRoomLinkState,
  TIER_RIGHTS,
  tierMaySee,
  type DataRoomAccessRequest,
  type DataRoomLink,
  type CursorPage,
  type DataRoomTier,
  type DataRoomView,
} from '@founder/contracts';
import { keysetEntities, type SortKey } from '@founder/server-kit';
import { In, Repository } from 'typeorm';
import { newShareToken, shareTokenHash } from '../domain/share-token';
import { Access } from '../access/access.service';
import { DataRoomAccessRequestEntity } from './data-room-access-request.entity';
import { DataRoomDocumentEntity } from './data-room-document.entity';
import { DataRoomLinkEntity } from './data-room-link.entity';
import { DataRoomViewEntity } from './data-room-view.entity';
import type { CreateLinkDto } from './dto/create-link.dto';
import type { ListRoomLogQuery } from './dto/list-documents.query';

const newestFirst = (alias: string): SortKey[] => [{ sql: `${alias}.id`, direction: 'DESC', type: 'integer' }];
const PENDING_FIRST: SortKey[] = [
  { sql: `CASE WHEN request.status = 'pending' THEN 0 ELSE 1 END`, direction: 'ASC', type: 'integer' },
  { sql: 'request.id', direction: 'DESC', type: 'integer' },
];

export const EXPIRY_IN_PAST = 'expiresAt must be in the future';
export const REQUEST_DECIDED = 'This access request has already been decided';

/** Share links of a room (the owner's side): make, list, revoke; the view log; access requests and their decisions. */
@Injectable()
export class DataRoomLinksService {
  constructor(
    private readonly access: Access,
    @InjectRepository(DataRoomLinkEntity) private readonly links: Repository<DataRoomLinkEntity>,
    @InjectRepository(DataRoomViewEntity) private readonly views: Repository<DataRoomViewEntity>,
    @InjectRepository(DataRoomAccessRequestEntity) private readonly requests: Repository<DataRoomAccessRequestEntity>,
    @InjectRepository(DataRoomDocumentEntity) private readonly documents: Repository<DataRoomDocumentEntity>,
    private readonly activity: ActivityRecorder,
  ) {}

  /** A new link to the room or one document; its page url is in this answer only (the token is never stored). */
  async create(input: CreateLinkDto, userId: number): Promise<DataRoomLink> {
    const { id: companyId } = await this.access.requireAccess({ userId }, 'dataRoom.share', input.companyId);
    const document = input.documentId === undefined ? null : await this.access.requireAccess({ userId }, 'dataRoomDocument.read', input.documentId);
    if (document && document.companyId !== companyId) throw new BadRequestException('documentId must be a document of companyId');
    if (document && !tierMaySee(input.tier, document)) {
      throw new ConflictException(`A link for ${TIER_RIGHTS[input.tier].label.toLowerCase()} cannot show ${document.name}: it is ${document.status === 'complete' ? document.confidentiality : document.status}`);
    }
    const expiresAt = input.expiresAt === undefined ? null : new Date(input.expiresAt);
    if (expiresAt && expiresAt.getTime() <= Date.now()) throw new BadRequestException(EXPIRY_IN_PAST);
    const link = await this.issue({ companyId, documentId: document?.id ?? null, tier: input.tier, label: input.label ?? null, expiresAt });
    await this.activity.company(companyId, { actorUserId: userId, verb: 'shared', subject: document ? { kind: 'dataRoomDocument', label: document.name } : { kind: 'dataRoom', label: null } });
    return link;
  }

  async list(query: ListRoomLogQuery, userId: number): Promise<CursorPage<DataRoomLink>> {
    const { id: companyId } = await this.access.requireAccess({ userId }, 'dataRoom.read', query.companyId);
    const page = await keysetEntities(this.links.createQueryBuilder('link').where('link.company_id = :companyId', { companyId }), newestFirst('link'), query, DATA_ROOM_LOG_PAGE);
    return { items: await this.linkBodies(page.items), nextCursor: page.nextCursor };
  }

  /** Revokes the link: its page stops working at once; revoking again changes nothing. */
  async revoke(id: number, userId: number): Promise<void> {
    const link = await this.access.requireAccess({ userId }, 'dataRoomLink.delete', id);
    if (!link.revokedAt) await this.links.update(link.id, { revokedAt: new Date() });
  }

  /** The view log, newest first: who opened what, when, by which link. */
  async viewLog(query: ListRoomLogQuery, userId: number): Promise<CursorPage<DataRoomView>> {
    const { id: companyId } = await this.access.requireAccess({ userId }, 'dataRoom.read', query.companyId);
    const { items: rows, nextCursor } = await keysetEntities(this.views.createQueryBuilder('entry').where('entry.company_id = :companyId', { companyId }), newestFirst('entry'), query, DATA_ROOM_LOG_PAGE);
    const links = await this.linksById(rows.map((row) => row.linkId));
    const items = rows.map((row) => ({
      id: row.id,
      linkId: row.linkId,
      linkLabel: links.get(row.linkId)?.label ?? null,
      tier: links.get(row.linkId)!.tier,
      visitorName: row.visitorName,
      visitorEmail: row.visitorEmail,
      documentName: row.documentName,
      action: row.action,
      at: row.at.toISOString(),
    }));
    return { items, nextCursor };
  }

  /** Access requests, pending first, then newest first. */
  async accessRequests(query: ListRoomLogQuery, userId: number): Promise<CursorPage<DataRoomAccessRequest>> {
    const { id: companyId } = await this.access.requireAccess({ userId }, 'dataRoom.read', query.companyId);
    const room = this.requests.createQueryBuilder('request').where('request.company_id = :companyId', { companyId });
    const page = await keysetEntities(room, PENDING_FIRST, query, DATA_ROOM_LOG_PAGE);
    return { items: page.items.map((row) => requestBody(row)), nextCursor: page.nextCursor };
  }

  /** Approves a pending request: a new link of the requested tier to what the visitor's link showed, named after the visitor. */
  async approve(id: number, userId: number): Promise<DataRoomAccessRequest> {
    const request = await this.pending(id, userId);
    const from = await this.links.findOneByOrFail({ id: request.linkId });
    const granted = await this.issue({ companyId: request.companyId, documentId: from.documentId, tier: request.tier, label: `${request.name} (${request.email})`.slice(0, 100), expiresAt: null });
    Object.assign(request, { status: 'approved', decidedAt: new Date(), grantedLinkId: granted.id });
    await this.requests.save(request);
    return requestBody(request, granted.url);
  }

  async deny(id: number, userId: number): Promise<DataRoomAccessRequest> {
    const request = await this.pending(id, userId);
    Object.assign(request, { status: 'denied', decidedAt: new Date() });
    return requestBody(await this.requests.save(request));
  }

  private async pending(id: number, userId: number): Promise<DataRoomAccessRequestEntity> {
    const request = await this.access.requireAccess({ userId }, 'dataRoomAccessRequest.update', id);
    if (request.status !== 'pending') throw new ConflictException(REQUEST_DECIDED);
    return request;
  }

  private async issue(fields: { companyId: number; documentId: number | null; tier: DataRoomTier; label: string | null; expiresAt: Date | null }): Promise<DataRoomLink> {
    const token = newShareToken();
    const link = await this.links.save(this.links.create({ ...fields, tokenHash: shareTokenHash(token), revokedAt: null }));
    return { ...(await this.linkBodies([link]))[0], url: DATA_ROOM_LINK_PAGE(token) };
  }

  private async linkBodies(rows: DataRoomLinkEntity[]): Promise<DataRoomLink[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const counts: Array<{ linkId: number; count: number }> = await this.views
      .createQueryBuilder('view')
      .select('view.link_id', 'linkId')
      // A link's views are its visitors per day (issue 28): the log keeps every opening, viewing and download.
      .addSelect(`count(DISTINCT (lower(view.visitor_email), (view.at AT TIME ZONE 'UTC')::date))::int`, 'count')
      .where('view.link_id IN (:...ids)', { ids })
      .andWhere(`view.action = 'opened'`)
      .groupBy('view.link_id')
      .getRawMany();
    const documentIds = rows.map((row) => row.documentId).filter((id): id is number => id !== null);
    const documents = documentIds.length ? await this.documents.find({ where: { id: In(documentIds) }, select: { id: true, name: true } }) : [];
    const now = new Date();
    return rows.map((row) => ({
      id: row.id,
      companyId: row.companyId,
      documentId: row.documentId,
      documentName: documents.find((document) => document.id === row.documentId)?.name ?? null,
      tier: row.tier,
      label: row.label,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      state: dataRoomLinkState(row, now),
      views: counts.find((count) => count.linkId === row.id)?.count ?? 0,
    }));
  }

  private async linksById(ids: number[]): Promise<Map<number, DataRoomLinkEntity>> {
    const rows = ids.length ? await this.links.findBy({ id: In([...new Set(ids)]) }) : [];
    return new Map(rows.map((row) => [row.id, row]));
  }
}

function requestBody(row: DataRoomAccessRequestEntity, url?: string): DataRoomAccessRequest {
  return {
    id: row.id,
    linkId: row.linkId,
    name: row.name,
    email: row.email,
    tier: row.tier,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    grantedLinkId: row.grantedLinkId,
    ...(url ? { url } : {}),
  };
}
