import { Body, Controller, Get, Header, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DATA_ROOM_FILE_TYPES, type DataRoomAccessRequest, type SharedDataRoomHeadline, type SharedDataRoomVisit } from '@founder/contracts';
import { ClientRateLimited, fileContent, RowIdPipe } from '@founder/server-kit';
import { SHARED_LINK_RATE_LIMITS } from '../domain/shared-link-rate-limits';
import { DOCUMENT_NOT_FOUND } from '../access/messages';
import { AccessRequestResponse, SharedHeadlineResponse, SharedVisitResponse } from './data-room.responses';
import { AccessRequestDto, VisitorDto } from './dto/visitor.dto';
import { SharedFileQuery } from './dto/shared-file.query';
import { LINK_UNAVAILABLE, SharedDataRoomService, VIEW_ONLY } from './shared-data-room.service';

/** Open to anyone holding a live link (no account): the link is the permission; calls per client are limited (SHARED_LINK_RATE_LIMITS). */
@ApiTags('data room')
@ApiNotFoundResponse({ description: LINK_UNAVAILABLE })
@Controller('api/documents/shared')
export class SharedDataRoomController {
  constructor(private readonly shared: SharedDataRoomService) {}

  @Get(':token')
  @ClientRateLimited(SHARED_LINK_RATE_LIMITS.headline)
  @ApiOkResponse({ type: SharedHeadlineResponse, description: 'Whose room, which tier: what the page shows before asking who is visiting' })
  headline(@Param('token') token: string): Promise<SharedDataRoomHeadline> {
    return this.shared.headline(token);
  }

  @Post(':token/visits')
  @ClientRateLimited(SHARED_LINK_RATE_LIMITS.visit)
  @ApiCreatedResponse({ type: SharedVisitResponse, description: "Logged in the owner's view log; the documents the link's tier may see" })
  visit(@Param('token') token: string, @Body() visitor: VisitorDto): Promise<SharedDataRoomVisit> {
    return this.shared.visit(token, visitor);
  }

  @Get(':token/documents/:documentId')
  @ClientRateLimited(SHARED_LINK_RATE_LIMITS.file)
  @Header('x-content-type-options', 'nosniff')
  @ApiOkResponse({ description: 'The exact bytes, inline or as an attachment', content: fileContent(...DATA_ROOM_FILE_TYPES) })
  @ApiForbiddenResponse({ description: VIEW_ONLY })
  file(@Param('token') token: string, @Param('documentId', new RowIdPipe(DOCUMENT_NOT_FOUND)) documentId: number, @Query() query: SharedFileQuery) {
    return this.shared.file(token, documentId, query.visit, query.download === '1');
  }

  @Post(':token/access-requests')
  @ClientRateLimited(SHARED_LINK_RATE_LIMITS.accessRequest)
  @ApiCreatedResponse({ type: AccessRequestResponse, description: 'Pending until the owner approves or denies it' })
  requestAccess(@Param('token') token: string, @Body() input: AccessRequestDto): Promise<DataRoomAccessRequest> {
    return this.shared.requestAccess(token, input);
  }
}
