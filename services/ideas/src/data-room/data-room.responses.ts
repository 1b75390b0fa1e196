import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type CursorPage,
  DATA_ROOM_CONFIDENTIALITIES,
  DATA_ROOM_DOCUMENT_TYPES,
  DATA_ROOM_FILE_TYPES,
  DATA_ROOM_STATUSES,
  DATA_ROOM_TIERS,
  type DataRoomAccessRequest,
  type DataRoomDocument,
  type DataRoomDocumentList,
  type DataRoomLink,
  type DataRoomSummary,
  type DataRoomView,
  type SharedDataRoom,
  type SharedDataRoomHeadline,
  type SharedDataRoomVisit,
} from '@founder/contracts';
import type { DataRoomDocumentEntity } from './data-room-document.entity';

/** The document as the API returns it: never its storage key. */
export function documentBodyOf(document: DataRoomDocumentEntity): DataRoomDocument {
  return {
    id: document.id,
    companyId: document.companyId,
    name: document.name,
    type: document.type,
    category: document.category,
    size: document.size,
    lastModified: document.updatedAt.toISOString(),
    status: document.status,
    confidentiality: document.confidentiality,
    uploadedBy: document.uploadedBy,
    description: document.description,
    fileName: document.fileName,
    contentType: document.contentType,
  };
}

export class DocumentResponse implements DataRoomDocument {
  @ApiProperty() id!: number;
  @ApiProperty() companyId!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: DATA_ROOM_DOCUMENT_TYPES }) type!: DataRoomDocument['type'];
  @ApiProperty() category!: string;
  @ApiProperty({ description: 'Bytes; 0 for a missing placeholder' }) size!: number;
  @ApiProperty({ format: 'date-time' }) lastModified!: string;
  @ApiProperty({ enum: DATA_ROOM_STATUSES }) status!: DataRoomDocument['status'];
  @ApiProperty({ enum: DATA_ROOM_CONFIDENTIALITIES }) confidentiality!: DataRoomDocument['confidentiality'];
  @ApiProperty({ type: String, nullable: true }) uploadedBy!: string | null;
  @ApiProperty() description!: string;
  @ApiProperty({ type: String, nullable: true }) fileName!: string | null;
  @ApiProperty({ enum: DATA_ROOM_FILE_TYPES, nullable: true }) contentType!: DataRoomDocument['contentType'];
}

class SummaryResponse implements DataRoomSummary {
  @ApiProperty() total!: number;
  @ApiProperty() complete!: number;
  @ApiProperty() draft!: number;
  @ApiProperty() review!: number;
  @ApiProperty() missing!: number;
  @ApiProperty({ description: 'Rounded percent of complete documents' }) completionRate!: number;
}

class PageFields {
  @ApiProperty({ type: String, nullable: true, description: 'Goes back as ?cursor= for the next page; null on the last page' }) nextCursor!: string | null;
}

export class DocumentListResponse extends PageFields implements DataRoomDocumentList {
  @ApiProperty({ type: [DocumentResponse] }) items!: DataRoomDocument[];
  @ApiProperty({ type: SummaryResponse }) summary!: DataRoomSummary;
}

export class LinkResponse implements DataRoomLink {
  @ApiProperty() id!: number;
  @ApiProperty() companyId!: number;
  @ApiProperty({ type: Number, nullable: true }) documentId!: number | null;
  @ApiProperty({ type: String, nullable: true }) documentName!: string | null;
  @ApiProperty({ enum: DATA_ROOM_TIERS }) tier!: DataRoomLink['tier'];
  @ApiProperty({ type: String, nullable: true }) label!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revokedAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: ['live', 'expired', 'revoked'] }) state!: DataRoomLink['state'];
  @ApiProperty({ description: 'Visitors per day who opened the link (one visitor opening it twice in a day is one view)' }) views!: number;
  @ApiPropertyOptional({ description: 'The page to send, only when the link is made' }) url?: string;
}

export class LinkPageResponse extends PageFields implements CursorPage<DataRoomLink> {
  @ApiProperty({ type: [LinkResponse] }) items!: DataRoomLink[];
}

export class ViewResponse implements DataRoomView {
  @ApiProperty() id!: number;
  @ApiProperty() linkId!: number;
  @ApiProperty({ type: String, nullable: true }) linkLabel!: string | null;
  @ApiProperty({ enum: DATA_ROOM_TIERS }) tier!: DataRoomView['tier'];
  @ApiProperty() visitorName!: string;
  @ApiProperty() visitorEmail!: string;
  @ApiProperty({ type: String, nullable: true }) documentName!: string | null;
  @ApiProperty({ enum: ['opened', 'viewed', 'downloaded'] }) action!: DataRoomView['action'];
  @ApiProperty({ format: 'date-time' }) at!: string;
}

export class ViewPageResponse extends PageFields implements CursorPage<DataRoomView> {
  @ApiProperty({ type: [ViewResponse] }) items!: DataRoomView[];
}

export class AccessRequestResponse implements DataRoomAccessRequest {
  @ApiProperty() id!: number;
  @ApiProperty() linkId!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: DATA_ROOM_TIERS }) tier!: DataRoomAccessRequest['tier'];
  @ApiProperty() message!: string;
  @ApiProperty({ enum: ['pending', 'approved', 'denied'] }) status!: DataRoomAccessRequest['status'];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt!: string | null;
  @ApiProperty({ type: Number, nullable: true }) grantedLinkId!: number | null;
  @ApiPropertyOptional({ description: 'The granted link page, only in the approving answer' }) url?: string;
}

export class AccessRequestPageResponse extends PageFields implements CursorPage<DataRoomAccessRequest> {
  @ApiProperty({ type: [AccessRequestResponse] }) items!: DataRoomAccessRequest[];
}

export class SharedHeadlineResponse implements SharedDataRoomHeadline {
  @ApiProperty() companyName!: string;
  @ApiProperty({ enum: DATA_ROOM_TIERS }) tier!: SharedDataRoomHeadline['tier'];
  @ApiProperty({ type: String, nullable: true }) documentName!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
}

class SharedDocumentResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: DATA_ROOM_DOCUMENT_TYPES }) type!: DataRoomDocument['type'];
  @ApiProperty() category!: string;
  @ApiProperty() size!: number;
  @ApiProperty({ format: 'date-time' }) lastModified!: string;
  @ApiProperty({ enum: DATA_ROOM_STATUSES }) status!: DataRoomDocument['status'];
  @ApiProperty() description!: string;
  @ApiProperty({ enum: DATA_ROOM_FILE_TYPES, nullable: true }) contentType!: DataRoomDocument['contentType'];
}

class SharedRoomResponse implements SharedDataRoom {
  @ApiProperty() companyName!: string;
  @ApiProperty({ enum: DATA_ROOM_TIERS }) tier!: SharedDataRoom['tier'];
  @ApiProperty() canDownload!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ type: [SharedDocumentResponse] }) documents!: SharedDataRoom['documents'];
}

export class SharedVisitResponse implements SharedDataRoomVisit {
  @ApiProperty({ format: 'uuid' }) visitId!: string;
  @ApiProperty({ type: SharedRoomResponse }) room!: SharedDataRoom;
}
