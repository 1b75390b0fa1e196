import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, type StreamableFile } from '@nestjs/common';
import { recordActivity } from '../activity/record-activity';
import { InjectRepository } from '@nestjs/typeorm';
import {
  completionRate,
  DATA_ROOM_FILE_TOO_LARGE,
  DATA_ROOM_MAX_FILE_BYTES,
  DATA_ROOM_PAGE,
  DATA_ROOM_STATUSES,
  type DataRoomDocument,
  type DataRoomDocumentList,
  type DataRoomStatus,
} from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { createValidationPipe, FileTooLargeException, keysetEntities, type SortKey, StorableInputPipe } from '@founder/server-kit';
import { pipeline } from 'node:stream';
import { Repository } from 'typeorm';
import { type PendingUpload, UploadTooLargeError } from '../uploads/multipart-upload';
import { Access } from '../access/access.service';
import { DOCUMENT_NOT_FOUND } from '../access/messages';
import { DataRoomDocumentEntity } from './data-room-document.entity';
import { DataRoomFiles } from './data-room-files.service';
import { documentBodyOf } from './data-room.responses';
import { DOCUMENT_STORAGE, type DocumentStorage, type StoredFile } from './document-storage';
import { FileTypeSniffer } from './file-type-sniffer';
import type { ListDocumentsQuery } from './dto/list-documents.query';
import type { UpdateDocumentDto } from './dto/update-document.dto';
import { UploadDocumentFields } from './dto/upload-document.fields';
import { fileAnswer, nameFromFileName, storedFileName } from './file-disposition';

export const FILE_REQUIRED = 'file is required: send multipart/form-data with companyId and the other fields first, then the file field file';
export const FILE_EMPTY = 'file is empty';
export const FILE_TYPE_REFUSED = 'file must be a PDF, a Word, Excel or PowerPoint document, or a PNG, JPEG, WebP or GIF image';
export const NO_FILE_YET = 'Upload a file first: a missing document has no file';
const DEFAULT_TYPE = 'business';
const DEFAULT_CATEGORY = 'General';

/** Documents of a company's data room: upload (new or into a placeholder), list, download, change, delete. Access first, always. */
/** Oldest first: the expected documents, then what was added. */
const OLDEST_FIRST: SortKey[] = [{ sql: 'document.id', direction: 'ASC', type: 'integer' }];
const SUMMARY_COLUMNS = DATA_ROOM_STATUSES.map((status) => `"${status}_count" AS "${status}"`).join(', ');

@Injectable()
export class DataRoomDocumentsService {
  private readonly validation = createValidationPipe();
  private readonly storable = new StorableInputPipe();

  constructor(
    private readonly access: Access,
    @InjectRepository(DataRoomDocumentEntity) private readonly documents: Repository<DataRoomDocumentEntity>,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly files: DataRoomFiles,
  ) {}

  /** The room's documents, oldest first, a page at a time (default 50, more than 100 gets 100), with the whole room's summary. */
  async list(query: ListDocumentsQuery, userId: number): Promise<DataRoomDocumentList> {
    const { id: companyId } = await this.access.requireAccess({ userId }, 'dataRoom.read', query.companyId);
    const page = await keysetEntities(this.documents.createQueryBuilder('document').where('document.company_id = :companyId', { companyId }), OLDEST_FIRST, query, DATA_ROOM_PAGE);
    // Kept on the room by the triggers of StoreDataRoomCounts, in each change's transaction.
    const [counts] = (await this.documents.query(`SELECT ${SUMMARY_COLUMNS} FROM "ideas"."data_rooms" WHERE "company_id" = $1`, [companyId])) as Array<Record<DataRoomStatus, number>>;
    const [complete, draft, review, missing] = DATA_ROOM_STATUSES.map((status) => counts?.[status] ?? 0);
    const total = complete + draft + review + missing;
    return {
      items: page.items.map(documentBodyOf),
      nextCursor: page.nextCursor,
      summary: { total, complete, draft, review, missing, completionRate: completionRate(complete, total) },
    };
  }

  /**
   * Stores an uploaded file as a new document, or into the placeholder (or document) `documentId`.
   * Checks, in order: the metadata (400), the company and document are the caller's (404), room in
   * the company's quota (413), then while the file streams in: its size (413), the room left (413)
   * and its type by its first bytes (400); after it: empty (400) and the type by its whole content
   * (400). The file is streamed into storage within a reservation of the room's space and becomes
   * the document's in one transaction; a file that does not is deleted (DataRoomFiles).
   */
  async upload(identity: Identity, upload: PendingUpload | null): Promise<DataRoomDocument> {
    if (!upload) throw new BadRequestException(FILE_REQUIRED);
    const fields = await this.fieldsOf(upload.fields);
    const { id: companyId } = await this.access.requireAccess(identity, 'dataRoom.upload', fields.companyId);
    const existing = fields.documentId === undefined ? null : await this.access.requireAccess(identity, 'dataRoomDocument.update', fields.documentId);
    if (existing && existing.companyId !== companyId) throw new BadRequestException('documentId must be a document of companyId');

    const reservation = await this.files.reserve(companyId, Math.min(DATA_ROOM_MAX_FILE_BYTES, upload.declaredBytes ?? DATA_ROOM_MAX_FILE_BYTES));
    try {
      const sniffer = new FileTypeSniffer(() => new BadRequestException(FILE_TYPE_REFUSED));
      const size = await this.files.store(reservation, pipeline(upload.stream, sniffer, () => undefined)).catch((error: unknown) => {
        throw error instanceof UploadTooLargeError ? new FileTooLargeException(DATA_ROOM_FILE_TOO_LARGE) : error;
      });
      if (size === 0) throw new BadRequestException(FILE_EMPTY);
      const contentType = sniffer.type;
      if (!contentType) throw new BadRequestException(FILE_TYPE_REFUSED);
      const fileName = storedFileName(upload.fileName);
      const saved = await this.files.commit(reservation, async (manager) => {
        // The document as it is now, locked: a concurrent upload into it waits, then replaces this one's file.
        const row = existing
          ? await manager.findOne(DataRoomDocumentEntity, { where: { id: existing.id }, lock: { mode: 'pessimistic_write' } })
          : manager.create(DataRoomDocumentEntity, { companyId, type: DEFAULT_TYPE, category: DEFAULT_CATEGORY, description: '', confidentiality: 'confidential' });
        if (!row) throw new NotFoundException(DOCUMENT_NOT_FOUND);
        Object.assign(row, {
          name: fields.name ?? (existing ? row.name : nameFromFileName(fileName)),
          type: fields.type ?? row.type,
          category: fields.category ?? row.category,
          status: fields.status ?? 'draft',
          confidentiality: fields.confidentiality ?? row.confidentiality,
          description: fields.description ?? row.description,
          uploadedBy: fields.uploadedBy ?? identity.email ?? 'Founder',
          size,
          fileName,
          contentType,
          storageKey: reservation.key,
        });
        const stored = await manager.save(row);
        await recordActivity(manager, { companyId, actorUserId: identity.userId, verb: 'uploaded', subject: { kind: 'dataRoomDocument', label: stored.name } });
        return stored;
      });
      return documentBodyOf(saved);
    } finally {
      await this.files.settle(reservation);
    }
  }

  /** The exact bytes of the document's file, streamed as an attachment under its uploaded name. */
  async download(id: number, userId: number): Promise<StreamableFile> {
    const document = await this.access.requireAccess({ userId }, 'dataRoomDocument.read', id);
    return fileAnswer(await this.fileOf(document), document.contentType!, document.fileName!, 'attachment');
  }

  /** The stored file of a document that has one (for links too); 409 for a document without a file. */
  async fileOf(document: DataRoomDocumentEntity): Promise<StoredFile> {
    const file = document.storageKey ? await this.storage.read(document.storageKey) : null;
    if (!file) throw new ConflictException(NO_FILE_YET);
    return file;
  }

  /** Rename, change status or other metadata. A document without a file stays 'missing' (409 for a status change). */
  async update(id: number, userId: number, changes: UpdateDocumentDto): Promise<DataRoomDocument> {
    const document = await this.access.requireAccess({ userId }, 'dataRoomDocument.update', id);
    if (changes.status !== undefined && !document.storageKey) throw new ConflictException(NO_FILE_YET);
    // Fields left out (or null) keep their value.
    Object.assign(document, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined && value !== null)));
    return documentBodyOf(await this.documents.save(document));
  }

  /** Deletes the document, its links (with their log) and its file (discarded by the row's deletion, then deleted). */
  async remove(id: number, userId: number): Promise<void> {
    const document = await this.access.requireAccess({ userId }, 'dataRoomDocument.delete', id);
    await this.documents.delete(document.id);
    await this.files.deleteDiscarded();
  }

  private async fieldsOf(fields: Record<string, string>): Promise<UploadDocumentFields> {
    const metadata = { type: 'body' as const, metatype: UploadDocumentFields, data: '' };
    return (await this.validation.transform(this.storable.transform(fields, metadata), metadata)) as UploadDocumentFields;
  }
}

