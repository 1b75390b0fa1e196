import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CursorPage, DataRoomAccessRequest, DataRoomLink, DataRoomView } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, RequireIdentity, RowIdPipe } from '@founder/server-kit';
import { ACCESS_REQUEST_NOT_FOUND, LINK_NOT_FOUND } from '../access/messages';
import { DataRoomLinksService, EXPIRY_IN_PAST, REQUEST_DECIDED } from './data-room-links.service';
import { AccessRequestPageResponse, AccessRequestResponse, LinkPageResponse, LinkResponse, ViewPageResponse } from './data-room.responses';
import { CreateLinkDto } from './dto/create-link.dto';
import { ListRoomLogQuery } from './dto/list-documents.query';

/** The owner's side of sharing: links, the view log, access requests. */
@ApiTags('data room')
@ApiNotFoundResponse({ description: "Company, document, link or request not found (also for another founder's)" })
@Controller('api/documents')
@RequireIdentity()
export class DataRoomLinksController {
  constructor(private readonly links: DataRoomLinksService) {}

  @Post('links')
  @ApiCreatedResponse({ type: LinkResponse, description: 'The link, with its page url (shown this once)' })
  @ApiBadRequestResponse({ description: EXPIRY_IN_PAST })
  @ApiConflictResponse({ description: "The tier may not see that document (a draft, or a restricted one for investors and advisors)" })
  create(@Body() input: CreateLinkDto, @CurrentIdentity() identity: Identity): Promise<DataRoomLink> {
    return this.links.create(input, identity.userId);
  }

  @Get('links')
  @ApiOkResponse({ type: LinkPageResponse, description: 'Newest first; ?limit= default 50, at most 200; ?cursor= the nextCursor of the page before' })
  list(@Query() query: ListRoomLogQuery, @CurrentIdentity() identity: Identity): Promise<CursorPage<DataRoomLink>> {
    return this.links.list(query, identity.userId);
  }

  /** Revoking is a DELETE answering 204, like an idea's share link: one revoke shape. */
  @Delete('links/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Revoked (again 204 when it already was): its page answers 404 from now on; it stays listed, as revoked' })
  async revoke(@Param('id', new RowIdPipe(LINK_NOT_FOUND)) id: number, @CurrentIdentity() identity: Identity): Promise<void> {
    await this.links.revoke(id, identity.userId);
  }

  @Get('views')
  @ApiOkResponse({ type: ViewPageResponse, description: 'The view log, newest first; ?limit= default 50, at most 200; ?cursor=' })
  views(@Query() query: ListRoomLogQuery, @CurrentIdentity() identity: Identity): Promise<CursorPage<DataRoomView>> {
    return this.links.viewLog(query, identity.userId);
  }

  @Get('access-requests')
  @ApiOkResponse({ type: AccessRequestPageResponse, description: 'Pending first, then newest first; ?limit= default 50, at most 200; ?cursor=' })
  accessRequests(@Query() query: ListRoomLogQuery, @CurrentIdentity() identity: Identity): Promise<CursorPage<DataRoomAccessRequest>> {
    return this.links.accessRequests(query, identity.userId);
  }

  @Post('access-requests/:id/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: AccessRequestResponse, description: 'Approved: a new link of the requested tier, its page url in this answer' })
  @ApiConflictResponse({ description: REQUEST_DECIDED })
  approve(@Param('id', new RowIdPipe(ACCESS_REQUEST_NOT_FOUND)) id: number, @CurrentIdentity() identity: Identity): Promise<DataRoomAccessRequest> {
    return this.links.approve(id, identity.userId);
  }

  @Post('access-requests/:id/deny')
  @HttpCode(200)
  @ApiOkResponse({ type: AccessRequestResponse, description: 'Denied' })
  @ApiConflictResponse({ description: REQUEST_DECIDED })
  deny(@Param('id', new RowIdPipe(ACCESS_REQUEST_NOT_FOUND)) id: number, @CurrentIdentity() identity: Identity): Promise<DataRoomAccessRequest> {
    return this.links.deny(id, identity.userId);
  }
}
