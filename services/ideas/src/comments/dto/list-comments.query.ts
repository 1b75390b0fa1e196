import { ApiPropertyOptional } from '@nestjs/swagger';
import { COMMENT_PAGE_SIZE } from '@founder/contracts';
import { CursorPageParams } from '@founder/server-kit';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** GET .../comments[?part=&limit=&cursor=]: threads oldest first. */
export class ListCommentsQuery extends CursorPageParams(COMMENT_PAGE_SIZE) {
  @ApiPropertyOptional({ example: 'pitch-deck:problem', description: 'Only the threads on this part' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  part?: string;
}
