import { BadRequestException, ConflictException, Inject, Injectable, type StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  completionRate,
  DATA_ROOM_FILE_TOO_LARGE,
  DATA_ROOM_PAGE,
  DATA_ROOM_STATUSES,
  type DataRoomDocument,
  type DataRoomDocumentList,
  type DataRoomStatus,
} from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { createValidationPipe, FileTooLargeException, keysetEntities, type SortKey, StorableInputPipe } from '@founder/server-kit';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { fileTypeOf } from '../domain/file-type';
import type { PendingUpload } from '../uploads/multipart-upload';
import { Access } from '../access/access.service';
import { DataRoomDocumentEntity } from './data-room-document.entity';
import { documentBodyOf } from './data-room.responses';
import { DOCUMENT_STORAGE, type DocumentStorage } from './document-storage';
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

@Injectable()
export class DataRoomDocumentsService {
  private readonly validation = createValidationPipe();
  private readonly storable = new StorableInputPipe();

  constructor(
    private readonly access: Access,
    @InjectRepository(DataRoomDocumentEntity) private readonly documents: Repository<DataRoomDocumentEntity>,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  /** The room's documents, oldest first, a page at a time (default 50, more than 100 gets 100), with the whole room's summary. */
  async list(query: ListDocumentsQuery, userId: number): Promise<DataRoomDocumentList> {
    const { id: companyId } = await this.access.requireAccess({ userId }, 'dataRoom.read', query.companyId);
    const page = await keysetEntities(this.documents.createQueryBuilder('document').where('document.company_id = :companyId', { companyId }), OLDEST_FIRST, query, DATA_ROOM_PAGE);
    const counts: Array<{ status: DataRoomStatus; count: number }> = await this.documents
      .createQueryBuilder('document')
      .select('document.status', 'status')
      .addSelect('count(*)::int', 'count')
      .where('document.company_id = :companyId', { companyId })
      .groupBy('document.status')
      .getRawMany();
    const count = (status: DataRoomStatus) => counts.find((row) => row.status === status)?.count ?? 0;
    const [complete, draft, review, missing] = DATA_ROOM_STATUSES.map(count);
    const total = complete + draft + review + missing;
    return {
      items: page.items.map(documentBodyOf),
      nextCursor: page.nextCursor,
      summary: { total, complete, draft, review, missing, completionRate: completionRate(complete, total) },
    };
  }

  /**
   * Stores an uploaded file as a new document, or into the placeholder (or document) `documentId`.
   * Checks, in order: the metadata (400), the company and document are the caller's (404), the
   * size (413), the type by the file's bytes (400). The file is stored before its row is written,
   * and removed again if the row cannot be.
   */
  async upload(identity: Identity, upload: PendingUpload | null): Promise<DataRoomDocument> {
    if (!upload) throw new BadRequestException(FILE_REQUIRED);
    const fields = await this.fieldsOf(upload.fields);
    const { id: companyId } = await this.access.requireAccess(identity, 'dataRoom.update', fields.companyId);
    const existing = fields.documentId === undefined ? null : await this.access.requireAccess(identity, 'dataRoomDocument.update', fields.documentId);
    if (existing && existing.companyId !== companyId) throw new BadRequestException('documentId must be a document of companyId');
    const bytes = await upload.bytes();
    if (bytes === 'too-large') throw new FileTooLargeException(DATA_ROOM_FILE_TOO_LARGE);
    if (bytes.length === 0) throw new BadRequestException(FILE_EMPTY);
    const contentType = fileTypeOf(bytes);
    if (!contentType) throw new BadRequestException(FILE_TYPE_REFUSED);

    const storageKey = randomUUID();
    await this.storage.put(storageKey, bytes);
    const fileName = storedFileName(upload.fileName);
    const row = existing ?? this.documents.create({ companyId, type: DEFAULT_TYPE, category: DEFAULT_CATEGORY, description: '', confidentiality: 'confidential' });
    const previousKey = existing?.storageKey ?? null;
    Object.assign(row, {
      name: fields.name ?? existing?.name ?? nameFromFileName(fileName),
      type: fields.type ?? row.type,
      category: fields.category ?? row.category,
      status: fields.status ?? 'draft',
      confidentiality: fields.confidentiality ?? row.confidentiality,
      description: fields.description ?? row.description,
      uploadedBy: fields.uploadedBy ?? identity.email ?? 'Founder',
      size: bytes.length,
      fileName,
      contentType,
      storageKey,
    });
    let saved: DataRoomDocumentEntity;
    try {
      saved = await this.documents.save(row);
    } catch (error) {
      await this.storage.delete(storageKey);
      throw error;
    }
    if (previousKey) await this.storage.delete(previousKey);
    return documentBodyOf(saved);
  }

  /** The exact bytes of the document's file, as an attachment under its uploaded name. */
  async download(id: number, userId: number): Promise<StreamableFile> {
    const document = await this.access.requireAccess({ userId }, 'dataRoomDocument.read', id);
    return fileAnswer(await this.bytesOf(document), document.contentType!, document.fileName!, 'attachment');
  }

  /** The bytes of a document that has a file (for links too); a missing document is 404. */
  async bytesOf(document: DataRoomDocumentEntity): Promise<Buffer> {
    const bytes = document.storageKey ? await this.storage.get(document.storageKey) : null;
    if (!bytes) throw new ConflictException(NO_FILE_YET);
    return bytes;
  }

  /** Rename, change status or other metadata. A document without a file stays 'missing' (409 for a status change). */
  async update(id: number, userId: number, changes: UpdateDocumentDto): Promise<DataRoomDocument> {
    const document = await this.access.requireAccess({ userId }, 'dataRoomDocument.update', id);
    if (changes.status !== undefined && !document.storageKey) throw new ConflictException(NO_FILE_YET);
    // Fields left out (or null) keep their value.
    Object.assign(document, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined && value !== null)));
    return documentBodyOf(await this.documents.save(document));
  }

  /** Deletes the document, its file and its links (with their log). */
  async remove(id: number, userId: number): Promise<void> {
    const document = await this.access.requireAccess({ userId }, 'dataRoomDocument.delete', id);
    await this.documents.delete(document.id);
    if (document.storageKey) await this.storage.delete(document.storageKey);
  }

  private async fieldsOf(fields: Record<string, string>): Promise<UploadDocumentFields> {
    const metadata = { type: 'body' as const, metatype: UploadDocumentFields, data: '' };
    return (await this.validation.transform(this.storable.transform(fields, metadata), metadata)) as UploadDocumentFields;
  }
}

