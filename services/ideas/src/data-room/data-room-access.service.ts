import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EXPECTED_DATA_ROOM_DOCUMENTS } from '@founder/contracts';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { CompanyAccess } from '../companies/company-access.service';
import { DataRoomAccessRequestEntity } from './data-room-access-request.entity';
import { DataRoomDocumentEntity } from './data-room-document.entity';
import { DataRoomLinkEntity } from './data-room-link.entity';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const LINK_NOT_FOUND = 'Link not found';
export const ACCESS_REQUEST_NOT_FOUND = 'Access request not found';

/**
 * The one place that decides whether a caller may see or change a data room or anything in it:
 * only the owner of its company. Someone else's room, document, link or request answers exactly
 * like a missing one (404). A company's room is made on first access, with the six expected
 * documents as 'missing' placeholders.
 */
@Injectable()
export class DataRoomAccess {
  constructor(
    private readonly companies: CompanyAccess,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The caller's company's room (made now if it is new); 404 'Company not found' for anyone else's. */
  async room(companyId: number, userId: number): Promise<number> {
    const company = await this.companies.owned(companyId, userId);
    await this.dataSource.transaction(async (manager) => {
      const made: unknown[] = await manager.query(`INSERT INTO "ideas"."data_rooms" ("company_id") VALUES ($1) ON CONFLICT DO NOTHING RETURNING "company_id"`, [company.id]);
      if (made.length === 0) return;
      await manager.insert(
        DataRoomDocumentEntity,
        EXPECTED_DATA_ROOM_DOCUMENTS.map((expected) => ({ ...expected, companyId: company.id, status: 'missing' as const, uploadedBy: null })),
      );
    });
    return company.id;
  }

  document(id: number, userId: number): Promise<DataRoomDocumentEntity> {
    return this.owned(DataRoomDocumentEntity, id, userId, DOCUMENT_NOT_FOUND);
  }

  link(id: number, userId: number): Promise<DataRoomLinkEntity> {
    return this.owned(DataRoomLinkEntity, id, userId, LINK_NOT_FOUND);
  }

  accessRequest(id: number, userId: number): Promise<DataRoomAccessRequestEntity> {
    return this.owned(DataRoomAccessRequestEntity, id, userId, ACCESS_REQUEST_NOT_FOUND);
  }

  /** A row of the room, found by id, when its company is the caller's; the same 404 otherwise. */
  private async owned<T extends ObjectLiteral & { companyId: number }>(entity: EntityTarget<T>, id: number, userId: number, message: string): Promise<T> {
    const row = await this.dataSource.getRepository(entity).findOneBy({ id } as never);
    if (!row) throw new NotFoundException(message);
    try {
      await this.companies.owned(row.companyId, userId);
    } catch (error) {
      if (error instanceof NotFoundException) throw new NotFoundException(message);
      throw error;
    }
    return row;
  }
}
