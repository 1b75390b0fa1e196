import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiExtraModels, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { COMMENT_NOT_FOUND, COMMENT_PAGE_SIZE, NOT_YOUR_COMMENT, REPLY_TO_RESOLVED, type CommentCounts, type CommentThread, type CommentView, type CursorPage, type MentionableMember } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, CursorPageParams, RequireIdentity, RowIdPipe } from '@founder/server-kit';
import { COMPANY_NOT_FOUND, DOCUMENT_NOT_FOUND } from '../access/messages';
import { CommentCountResponse, CommentResponse, CommentThreadPageResponse, CommentThreadResponse, MentionableMemberResponse } from './comment.responses';
import { CommentsService } from './comments.service';
import { DocumentCommentCountsQuery } from './dto/document-comment-counts.query';
import { NewReplyDto } from './dto/new-thread.dto';
import { ThreadStateDto } from './dto/thread-state.dto';

class ListDocumentCommentsQuery extends CursorPageParams(COMMENT_PAGE_SIZE) {}

/** Comments on a data-room document: the same threads as an idea's parts, without a part. */
@ApiTags('comments')
@ApiNotFoundResponse({ description: `${DOCUMENT_NOT_FOUND} / ${COMMENT_NOT_FOUND}` })
@ApiForbiddenResponse({ description: NOT_YOUR_COMMENT })
@ApiExtraModels(CommentCountResponse)
@Controller('api/documents')
@RequireIdentity()
export class DocumentCommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get('comments/counts')
  @ApiNotFoundResponse({ description: COMPANY_NOT_FOUND })
  @ApiOkResponse({ description: "Open and resolved threads per document of the company's data room, by document id", schema: { type: 'object', additionalProperties: { $ref: getSchemaPath(CommentCountResponse) } } })
  counts(@Query() query: DocumentCommentCountsQuery, @CurrentIdentity() identity: Identity): Promise<CommentCounts> {
    return this.comments.documentCounts(query.companyId, identity);
  }

  @Get(':id/comments')
  @ApiOkResponse({ type: CommentThreadPageResponse, description: 'Threads oldest first with their replies' })
  list(@Param('id', new RowIdPipe(DOCUMENT_NOT_FOUND)) id: number, @Query() query: ListDocumentCommentsQuery, @CurrentIdentity() identity: Identity): Promise<CursorPage<CommentThread>> {
    return this.comments.list({ on: 'document', id }, identity, query);
  }

  @Get(':id/comments/mentionable')
  @ApiOkResponse({ type: [MentionableMemberResponse] })
  mentionable(@Param('id', new RowIdPipe(DOCUMENT_NOT_FOUND)) id: number, @CurrentIdentity() identity: Identity): Promise<MentionableMember[]> {
    return this.comments.mentionable({ on: 'document', id }, identity);
  }

  @Post(':id/comments')
  @ApiCreatedResponse({ type: CommentThreadResponse })
  create(@Param('id', new RowIdPipe(DOCUMENT_NOT_FOUND)) id: number, @Body() body: NewReplyDto, @CurrentIdentity() identity: Identity): Promise<CommentThread> {
    return this.comments.create({ on: 'document', id }, identity, body);
  }

  @Post(':id/comments/:commentId/replies')
  @ApiCreatedResponse({ type: CommentResponse })
  @ApiConflictResponse({ description: REPLY_TO_RESOLVED })
  reply(@Param('id', new RowIdPipe(DOCUMENT_NOT_FOUND)) id: number, @Param('commentId', new RowIdPipe(COMMENT_NOT_FOUND)) commentId: number, @Body() body: NewReplyDto, @CurrentIdentity() identity: Identity): Promise<CommentView> {
    return this.comments.reply({ on: 'document', id }, identity, commentId, body);
  }

  @Patch(':id/comments/:commentId')
  @ApiOkResponse({ type: CommentThreadResponse })
  setResolved(@Param('id', new RowIdPipe(DOCUMENT_NOT_FOUND)) id: number, @Param('commentId', new RowIdPipe(COMMENT_NOT_FOUND)) commentId: number, @Body() body: ThreadStateDto, @CurrentIdentity() identity: Identity): Promise<CommentThread> {
    return this.comments.setResolved({ on: 'document', id }, identity, commentId, body.resolved);
  }

  @Delete(':id/comments/:commentId')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@Param('id', new RowIdPipe(DOCUMENT_NOT_FOUND)) id: number, @Param('commentId', new RowIdPipe(COMMENT_NOT_FOUND)) commentId: number, @CurrentIdentity() identity: Identity): Promise<void> {
    await this.comments.remove({ on: 'document', id }, identity, commentId);
  }
}
