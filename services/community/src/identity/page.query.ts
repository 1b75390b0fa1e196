import { ApiPropertyOptional } from '@nestjs/swagger';
import { COMMUNITY_PAGE_SIZE } from '@founder/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** ?page=&pageSize= of every community list; a pageSize above the maximum is answered with the maximum. */
export class PageQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100_000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: COMMUNITY_PAGE_SIZE.default, description: `At most ${COMMUNITY_PAGE_SIZE.max}: more is answered with ${COMMUNITY_PAGE_SIZE.max}` })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  pageSize?: number;
}
