import { ApiPropertyOptional } from '@nestjs/swagger';
import { IDEA_SHARE_KINDS, IDEA_SHARE_PAGE_SIZE, type IdeaShareKind } from '@founder/contracts';
import { CursorPageParams } from '@founder/server-kit';
import { IsIn, IsOptional } from 'class-validator';

/** GET /api/startup-ideas/{id}/shares[?kind=&limit=&cursor=]: a limit above IDEA_SHARE_PAGE_SIZE.max gets the maximum. */
export class ListSharesQuery extends CursorPageParams(IDEA_SHARE_PAGE_SIZE) {
  @ApiPropertyOptional({ enum: IDEA_SHARE_KINDS })
  @IsOptional()
  @IsIn(IDEA_SHARE_KINDS)
  kind?: IdeaShareKind;
}
