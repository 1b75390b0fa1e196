import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiExtraModels, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse, getSchemaPath } from '@nestjs/swagger';
import { COMMENT_NOT_FOUND, NOT_YOUR_COMMENT, REPLY_TO_RESOLVED, type CommentCounts, type CommentThread, type CommentView, type CursorPage, type MentionableMember } from '@founder/contracts';
import { RowIdPipe } from '@founder/server-kit';
import { DEMO_IS_READ_ONLY } from '../access/messages';
import { Caller } from '../owners/caller.decorator';
import type { IdeaCaller } from '../owners/idea-caller';
import { IdeaCallerGuard } from '../owners/idea-caller.guard';
import { IdeaIdPipe } from '../owners/idea-id.pipe';
import { IDEA_NOT_FOUND } from '../owners/idea-not-found';
import { CommentCountResponse, CommentResponse, CommentThreadPageResponse, CommentThreadResponse, MentionableMemberResponse } from './comment.responses';
import { CommentsService } from './comments.service';
import { NewReplyDto, NewThreadDto } from './dto/new-thread.dto';
import { ListCommentsQuery } from './dto/list-comments.query';
import { ThreadStateDto } from './dto/thread-state.dto';

@ApiTags('comments')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiNotFoundResponse({ description: `${IDEA_NOT_FOUND} / ${COMMENT_NOT_FOUND}` })
@ApiForbiddenResponse({ description: `${DEMO_IS_READ_ONLY} / ${NOT_YOUR_COMMENT}` })
@ApiExtraModels(CommentCountResponse)
@Controller('api/startup-ideas/:id/comments')
@UseGuards(IdeaCallerGuard)
export class IdeaCommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get()
  @ApiOkResponse({ type: CommentThreadPageResponse, description: 'Threads oldest first with their replies; ?part= one part' })
  list(@Param('id', IdeaIdPipe) id: number, @Query() query: ListCommentsQuery, @Caller() caller: IdeaCaller): Promise<CursorPage<CommentThread>> {
    return this.comments.list({ on: 'idea', id }, caller, query);
  }

  @Get('counts')
  @ApiOkResponse({ description: 'Open and resolved threads per part', schema: { type: 'object', additionalProperties: { $ref: getSchemaPath(CommentCountResponse) } } })
  counts(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<CommentCounts> {
    return this.comments.counts(id, caller);
  }

  @Get('mentionable')
  @ApiOkResponse({ type: [MentionableMemberResponse], description: 'Who a comment here may mention, the caller first' })
  mentionable(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<MentionableMember[]> {
    return this.comments.mentionable({ on: 'idea', id }, caller);
  }

  @Post()
  @ApiCreatedResponse({ type: CommentThreadResponse })
  create(@Param('id', IdeaIdPipe) id: number, @Body() body: NewThreadDto, @Caller() caller: IdeaCaller): Promise<CommentThread> {
    return this.comments.create({ on: 'idea', id }, caller, body);
  }

  @Post(':commentId/replies')
  @ApiCreatedResponse({ type: CommentResponse })
  @ApiConflictResponse({ description: REPLY_TO_RESOLVED })
  reply(@Param('id', IdeaIdPipe) id: number, @Param('commentId', new RowIdPipe(COMMENT_NOT_FOUND)) commentId: number, @Body() body: NewReplyDto, @Caller() caller: IdeaCaller): Promise<CommentView> {
    return this.comments.reply({ on: 'idea', id }, caller, commentId, body);
  }

  @Patch(':commentId')
  @ApiOkResponse({ type: CommentThreadResponse, description: 'The thread resolved or reopened' })
  setResolved(@Param('id', IdeaIdPipe) id: number, @Param('commentId', new RowIdPipe(COMMENT_NOT_FOUND)) commentId: number, @Body() body: ThreadStateDto, @Caller() caller: IdeaCaller): Promise<CommentThread> {
    return this.comments.setResolved({ on: 'idea', id }, caller, commentId, body.resolved);
  }

  @Delete(':commentId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Deleted; a thread's first comment takes its replies" })
  async remove(@Param('id', IdeaIdPipe) id: number, @Param('commentId', new RowIdPipe(COMMENT_NOT_FOUND)) commentId: number, @Caller() caller: IdeaCaller): Promise<void> {
    await this.comments.remove({ on: 'idea', id }, caller, commentId);
  }
}
