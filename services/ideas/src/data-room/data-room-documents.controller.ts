import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { DATA_ROOM_FILE_TOO_LARGE, DATA_ROOM_FILE_TYPES, DATA_ROOM_MAX_FILE_BYTES, type DataRoomDocument, type DataRoomDocumentList } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, fileContent, RequireIdentity, RowIdPipe } from '@founder/server-kit';
import type { FastifyRequest } from 'fastify';
import { MULTIPART_MALFORMED, MULTIPART_WITHOUT_BOUNDARY, readUpload } from '../uploads/multipart-upload';
import { DOCUMENT_NOT_FOUND } from '../access/messages';
import { DataRoomDocumentsService, FILE_TYPE_REFUSED, NO_FILE_YET } from './data-room-documents.service';
import { quotaFullMessage } from './data-room-quota';
import { DocumentListResponse, DocumentResponse } from './data-room.responses';
import { ListDocumentsQuery } from './dto/list-documents.query';
import { UpdateDocumentDto } from './dto/update-document.dto';

const MB = 1024 * 1024;
/** How many metadata fields may precede the file: every field of UploadDocumentFields. */
const UPLOAD_FIELDS = 9;

@ApiTags('data room')
@ApiNotFoundResponse({ description: `${DOCUMENT_NOT_FOUND} / Company not found (also for another founder's)` })
@Controller('api/documents')
@RequireIdentity()
export class DataRoomDocumentsController {
  constructor(private readonly documents: DataRoomDocumentsService) {}

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    description: `The fields of UploadDocumentFields first, then the file field \`file\` (at most ${DATA_ROOM_MAX_FILE_BYTES} bytes; PDF, Office or image by its bytes)`,
    schema: { type: 'object', required: ['companyId', 'file'], properties: { companyId: { type: 'integer' }, file: { type: 'string', format: 'binary' } } },
  })
  @ApiCreatedResponse({ type: DocumentResponse, description: 'The new document, or the placeholder documentId now filled' })
  @ApiBadRequestResponse({ description: `A field names its problem; ${FILE_TYPE_REFUSED}; ${MULTIPART_WITHOUT_BOUNDARY}; ${MULTIPART_MALFORMED}` })
  @ApiPayloadTooLargeResponse({ description: `${DATA_ROOM_FILE_TOO_LARGE}; or the room's quota (DATA_ROOM_QUOTA_MB): ${quotaFullMessage(498 * MB, 500 * MB)}` })
  async upload(@Req() request: FastifyRequest, @CurrentIdentity() identity: Identity): Promise<DataRoomDocument> {
    return this.documents.upload(identity, await readUpload(request, { field: 'file', maxBytes: DATA_ROOM_MAX_FILE_BYTES, maxFields: UPLOAD_FIELDS }));
  }

  @Get()
  @ApiOkResponse({ type: DocumentListResponse, description: "The room's documents (a new room starts with six 'missing' placeholders) and its summary" })
  list(@Query() query: ListDocumentsQuery, @CurrentIdentity() identity: Identity): Promise<DataRoomDocumentList> {
    return this.documents.list(query, identity.userId);
  }

  @Get(':id/download')
  @Header('x-content-type-options', 'nosniff')
  @ApiOkResponse({ description: 'The exact bytes, as an attachment under the uploaded name', content: fileContent(...DATA_ROOM_FILE_TYPES) })
  @ApiConflictResponse({ description: NO_FILE_YET })
  download(@Param('id', new RowIdPipe(DOCUMENT_NOT_FOUND)) id: number, @CurrentIdentity() identity: Identity) {
    return this.documents.download(id, identity.userId);
  }

  @Patch(':id')
  @ApiOkResponse({ type: DocumentResponse, description: 'The changed document' })
  @ApiConflictResponse({ description: NO_FILE_YET })
  update(@Param('id', new RowIdPipe(DOCUMENT_NOT_FOUND)) id: number, @Body() changes: UpdateDocumentDto, @CurrentIdentity() identity: Identity): Promise<DataRoomDocument> {
    return this.documents.update(id, identity.userId, changes);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted, with its file and its links' })
  async remove(@Param('id', new RowIdPipe(DOCUMENT_NOT_FOUND)) id: number, @CurrentIdentity() identity: Identity): Promise<void> {
    await this.documents.remove(id, identity.userId);
  }
}

