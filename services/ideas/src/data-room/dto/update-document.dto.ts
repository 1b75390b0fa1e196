import {
  DATA_ROOM_CONFIDENTIALITIES,
  DATA_ROOM_DOCUMENT_TYPES,
  DATA_ROOM_FIELD_LIMITS,
  type DataRoomConfidentiality,
  type DataRoomDocumentChanges,
  type DataRoomDocumentType,
} from '@founder/contracts';
import { OptionalOneOf, OptionalText } from '@founder/server-kit';
import { UPLOAD_STATUSES } from './upload-document.fields';

const L = DATA_ROOM_FIELD_LIMITS;

/** PATCH: rename, change status or any other metadata; 'missing' is not a status one sets (it means no file). */
export class UpdateDocumentDto implements DataRoomDocumentChanges {
  @OptionalText(L.name)
  name?: string;

  @OptionalText(L.category)
  category?: string;

  @OptionalOneOf(DATA_ROOM_DOCUMENT_TYPES)
  type?: DataRoomDocumentType;

  @OptionalOneOf(UPLOAD_STATUSES)
  status?: (typeof UPLOAD_STATUSES)[number];

  @OptionalOneOf(DATA_ROOM_CONFIDENTIALITIES)
  confidentiality?: DataRoomConfidentiality;

  @OptionalText(L.description)
  description?: string;
}
