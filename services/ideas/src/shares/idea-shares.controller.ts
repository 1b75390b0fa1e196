import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { IDEA_SHARE_PAGE_SIZE, type CursorPage, type IdeaShare, type IdeaShareLink } from '@founder/contracts';
import { CursorPageResponse } from '@founder/server-kit';
import { Caller } from '../owners/caller.decorator';
import { DEMO_IS_READ_ONLY } from '../access/messages';
import { IDEA_NOT_FOUND } from '../owners/idea-not-found';
import type { IdeaCaller } from '../owners/idea-caller';
import { IdeaCallerGuard } from '../owners/idea-caller.guard';
import { IdeaIdPipe } from '../owners/idea-id.pipe';
import { CreateShareDto } from './dto/create-share.dto';
import { ListSharesQuery } from './dto/list-shares.query';
import { SHARE_NOT_FOUND, SharesService } from './shares.service';
import { IdeaShareLinkResponse, IdeaShareResponse } from './share.response';

const IdeaShareLinkPageResponse = CursorPageResponse(IdeaShareLinkResponse);

@ApiTags('shares')
@ApiNotFoundResponse({ description: IDEA_NOT_FOUND })
@ApiForbiddenResponse({ description: DEMO_IS_READ_ONLY })
@Controller('api/startup-ideas/:id/shares')
@UseGuards(IdeaCallerGuard)
export class IdeaSharesController {
  constructor(private readonly shares: SharesService) {}

  @Post()
  @ApiCreatedResponse({ type: IdeaShareResponse, description: "url is '/business-plan?share=<token>' or '/pitch-deck?share=<token>'" })
  @ApiConflictResponse({ description: 'Generate the business plan first / Generate the pitch deck first' })
  create(@Param('id', IdeaIdPipe) id: number, @Body() body: CreateShareDto, @Caller() caller: IdeaCaller): Promise<IdeaShare> {
    return this.shares.create(id, caller, body.kind, body.label);
  }

  @Get()
  @ApiOkResponse({
    type: IdeaShareLinkPageResponse,
    description: `The live links, newest first, ${IDEA_SHARE_PAGE_SIZE.default} unless ?limit= says otherwise, at most ${IDEA_SHARE_PAGE_SIZE.max}; ?cursor= the nextCursor of the page before; owner only`,
  })
  @ApiUnauthorizedResponse({ description: 'Neither signed in nor holding an owner cookie' })
  list(@Param('id', IdeaIdPipe) id: number, @Query() query: ListSharesQuery, @Caller() caller: IdeaCaller): Promise<CursorPage<IdeaShareLink>> {
    return this.shares.list(id, caller, query);
  }

  @Delete(':shareId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: `Revoked; 404 ${SHARE_NOT_FOUND} for an id of no link of this idea` })
  async revoke(@Param('id', IdeaIdPipe) id: number, @Param('shareId') shareId: string, @Caller() caller: IdeaCaller): Promise<void> {
    await this.shares.revoke(id, caller, shareId);
  }
}
