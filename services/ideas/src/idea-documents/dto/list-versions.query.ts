import { ApiPropertyOptional } from '@nestjs/swagger';
import { DecimalInteger, PageCursor } from '@founder/server-kit';
import { DOCUMENT_VERSION_LIMITS } from '@founder/contracts';
import { IsInt, IsOptional, Min } from 'class-validator';

/** GET .../versions[?limit=&cursor=]: a limit above the maximum gets the maximum; the cursor is the page before's nextCursor. */
export class ListVersionsQuery {
  @ApiPropertyOptional({ minimum: 1, default: DOCUMENT_VERSION_LIMITS.defaultPageSize, description: `at most ${DOCUMENT_VERSION_LIMITS.maxPageSize} are answered` })
  @IsOptional()
  @Min(1)
  @IsInt()
  @DecimalInteger()
  limit?: number;

  @PageCursor()
  cursor?: string;
}
