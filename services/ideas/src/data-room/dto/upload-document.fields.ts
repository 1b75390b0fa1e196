import {
  DATA_ROOM_CONFIDENTIALITIES,
  DATA_ROOM_DOCUMENT_TYPES,
  DATA_ROOM_FIELD_LIMITS,
  type DataRoomConfidentiality,
  type DataRoomDocumentType,
  type DataRoomUploadFields,
} from '@founder/contracts';
import { OptionalOneOf, OptionalText } from '@founder/server-kit';
import { OptionalRowId, RowId } from './id-fields';

const L = DATA_ROOM_FIELD_LIMITS;
export const UPLOAD_STATUSES = ['complete', 'draft', 'review'] as const;

/** The text fields of the multipart POST, sent before the file field `file`. */
export class UploadDocumentFields implements DataRoomUploadFields {
  @RowId()
  companyId!: number;

  /** Fills this placeholder (or replaces this document's file) instead of adding a document. */
  @OptionalRowId()
  documentId?: number;

  @OptionalText(L.name)
  name?: string;

  @OptionalOneOf(DATA_ROOM_DOCUMENT_TYPES)
  type?: DataRoomDocumentType;

  @OptionalText(L.category)
  category?: string;

  @OptionalOneOf(UPLOAD_STATUSES)
  status?: (typeof UPLOAD_STATUSES)[number];

  @OptionalOneOf(DATA_ROOM_CONFIDENTIALITIES)
  confidentiality?: DataRoomConfidentiality;

  @OptionalText(L.description)
  description?: string;

  @OptionalText(L.uploadedBy)
  uploadedBy?: string;
}
