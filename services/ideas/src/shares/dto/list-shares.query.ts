import { ApiPropertyOptional } from '@nestjs/swagger';
import { IDEA_SHARE_KINDS, IDEA_SHARE_PAGE_SIZE, type IdeaShareKind } from '@founder/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';

/** GET /api/startup-ideas/{id}/shares[?kind=&limit=]: a limit above IDEA_SHARE_PAGE_SIZE.max gets the maximum. */
export class ListSharesQuery {
  @ApiPropertyOptional({ enum: IDEA_SHARE_KINDS })
  @IsOptional()
  @IsIn(IDEA_SHARE_KINDS)
  kind?: IdeaShareKind;

  @ApiPropertyOptional({ minimum: 1, default: IDEA_SHARE_PAGE_SIZE.default, description: `at most ${IDEA_SHARE_PAGE_SIZE.max} are answered` })
  @IsOptional()
  @Min(1)
  @IsInt()
  @Type(() => Number)
  limit?: number;
}
