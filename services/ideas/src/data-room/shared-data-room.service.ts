import { ForbiddenException, Injectable, NotFoundException, type StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DATA_ROOM_LINK_UNAVAILABLE, dataRoomLinkState, TIER_RIGHTS, tierMaySee, type DataRoomAccessRequest, type SharedDataRoom, type SharedDataRoomHeadline, type SharedDataRoomVisit } from '@founder/contracts';
import { Notifier } from '@founder/server-kit';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { CompanyEntity } from '../companies/company.entity';
import { isShareToken, shareTokenHash } from '../domain/share-token';
import { DOCUMENT_NOT_FOUND } from '../access/messages';
import { DataRoomDocumentsService } from './data-room-documents.service';
import { DataRoomAccessRequestEntity } from './data-room-access-request.entity';
import { DataRoomDocumentEntity } from './data-room-document.entity';
import { DataRoomLinkEntity } from './data-room-link.entity';
import { DataRoomViewEntity } from './data-room-view.entity';
import type { AccessRequestDto, VisitorDto } from './dto/visitor.dto';
import { fileAnswer } from './file-disposition';

export const LINK_UNAVAILABLE = DATA_ROOM_LINK_UNAVAILABLE;
export const VISIT_UNKNOWN = 'Give your name and email on the link page first';
export const VIEW_ONLY = 'This link is view only: files open in the browser and cannot be downloaded';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The visitor's side of a link, without an account: the link is the permission, while it is live
 * (not revoked, not expired). Every open and every file is written to the owner's view log under
 * the name and email the visitor gave.
 */
@Injectable()
export class SharedDataRoomService {
  constructor(
    private readonly files: DataRoomDocumentsService,
    @InjectRepository(DataRoomLinkEntity) private readonly links: Repository<DataRoomLinkEntity>,
    @InjectRepository(DataRoomViewEntity) private readonly views: Repository<DataRoomViewEntity>,
    @InjectRepository(DataRoomDocumentEntity) private readonly documents: Repository<DataRoomDocumentEntity>,
    @InjectRepository(DataRoomAccessRequestEntity) private readonly requests: Repository<DataRoomAccessRequestEntity>,
    @InjectRepository(CompanyEntity) private readonly companies: Repository<CompanyEntity>,
    private readonly notifier: Notifier,
  ) {}

  async headline(token: string): Promise<SharedDataRoomHeadline> {
    const link = await this.live(token);
    const document = link.documentId === null ? null : await this.documents.findOneBy({ id: link.documentId });
    return { companyName: await this.companyName(link), tier: link.tier, documentName: document?.name ?? null, expiresAt: link.expiresAt?.toISOString() ?? null };
  }

  /** Logs the visitor's opening of the link and answers what the link shows. */
  async visit(token: string, visitor: VisitorDto): Promise<SharedDataRoomVisit> {
    const link = await this.live(token);
    const visitId = randomUUID();
    await this.views.insert({ companyId: link.companyId, linkId: link.id, visitId, visitorName: visitor.name, visitorEmail: visitor.email, documentId: null, documentName: null, action: 'opened' });
    return { visitId, room: await this.room(link) };
  }

  /** One file the link may show, inline or (tiers that may download) as an attachment; logged as viewed or downloaded. */
  async file(token: string, documentId: number, visitId: string, download: boolean): Promise<StreamableFile> {
    const link = await this.live(token);
    const opened = UUID.test(visitId) ? await this.views.findOneBy({ visitId, linkId: link.id, action: 'opened' }) : null;
    if (!opened) throw new NotFoundException(VISIT_UNKNOWN);
    const document = await this.documents.findOneBy({ id: documentId, companyId: link.companyId });
    if (!document || !shows(link, document)) throw new NotFoundException(DOCUMENT_NOT_FOUND);
    if (download && !TIER_RIGHTS[link.tier].canDownload) throw new ForbiddenException(VIEW_ONLY);
    const file = await this.files.fileOf(document);
    try {
      await this.views.insert({
        companyId: link.companyId,
        linkId: link.id,
        visitId,
        visitorName: opened.visitorName,
        visitorEmail: opened.visitorEmail,
        documentId: document.id,
        documentName: document.name,
        action: download ? 'downloaded' : 'viewed',
      });
    } catch (error) {
      file.stream.destroy();
      throw error;
    }
    return fileAnswer(file, document.contentType!, document.fileName!, download ? 'attachment' : 'inline');
  }

  /** A visitor asks the owner for a link of a tier; the owner sees it pending under Access Management. */
  async requestAccess(token: string, input: AccessRequestDto): Promise<DataRoomAccessRequest> {
    const link = await this.live(token);
    const row = await this.requests.save(
      this.requests.create({ companyId: link.companyId, linkId: link.id, name: input.name, email: input.email, tier: input.tier, message: input.message ?? '', status: 'pending', decidedAt: null, grantedLinkId: null }),
    );
    const company = await this.companies.findOneByOrFail({ id: link.companyId });
    await this.notifier.notify({ userId: company.userId, kind: 'dataRoomAccessRequest', companyName: company.companyName, requesterName: row.name, requesterEmail: row.email, message: row.message || null });
    return { id: row.id, linkId: row.linkId, name: row.name, email: row.email, tier: row.tier, message: row.message, status: row.status, createdAt: row.createdAt.toISOString(), decidedAt: null, grantedLinkId: null };
  }

  private async live(token: string): Promise<DataRoomLinkEntity> {
    const link = isShareToken(token) ? await this.links.findOneBy({ tokenHash: shareTokenHash(token) }) : null;
    if (!link || dataRoomLinkState(link, new Date()) !== 'live') throw new NotFoundException(LINK_UNAVAILABLE);
    return link;
  }

  private async room(link: DataRoomLinkEntity): Promise<SharedDataRoom> {
    const rows = await this.documents.find({ where: link.documentId === null ? { companyId: link.companyId } : { id: link.documentId }, order: { id: 'ASC' } });
    return {
      companyName: await this.companyName(link),
      tier: link.tier,
      canDownload: TIER_RIGHTS[link.tier].canDownload,
      expiresAt: link.expiresAt?.toISOString() ?? null,
      documents: rows
        .filter((row) => shows(link, row))
        .map((row) => ({ id: row.id, name: row.name, type: row.type, category: row.category, size: row.size, lastModified: row.updatedAt.toISOString(), status: row.status, description: row.description, contentType: row.contentType })),
    };
  }

  private async companyName(link: DataRoomLinkEntity): Promise<string> {
    return (await this.companies.findOneByOrFail({ id: link.companyId })).companyName;
  }
}

/** A link shows a document of its room (or its one document) that its tier may see. */
function shows(link: DataRoomLinkEntity, document: DataRoomDocumentEntity): boolean {
  return (link.documentId === null || link.documentId === document.id) && tierMaySee(link.tier, document);
}
