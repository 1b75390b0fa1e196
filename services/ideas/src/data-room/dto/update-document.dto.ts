import { PickType } from '@nestjs/swagger';
import type { DataRoomDocumentChanges } from '@founder/contracts';
import { UploadDocumentFields } from './upload-document.fields';

/** PATCH: rename, change status or any other metadata, with the upload's rules; 'missing' is not a status one sets (it means no file). */
export class UpdateDocumentDto extends PickType(UploadDocumentFields, ['name', 'category', 'type', 'status', 'confidentiality', 'description'] as const) implements DataRoomDocumentChanges {}
