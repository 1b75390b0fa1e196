import { ApiPropertyOptional } from '@nestjs/swagger';
import { IDEA_FIELD_LIMITS, IDEA_SUMMARY_PAGE_SIZE } from '@founder/contracts';
import { PageCursor, PageSize } from '@founder/server-kit';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * GET /api/ideas?email=: the caller's ideas submitted with this email (any case).
 * GET /api/ideas: the signed-in founder's ideas.
 * Either way one page of summaries: ?limit= (a limit above the maximum gets the maximum) and
 * ?cursor= (the nextCursor of the page before).
 */
export class ListIdeasQuery {
  @ApiPropertyOptional({ example: 'maya@example.com' })
  @IsOptional()
  @IsEmail()
  @MaxLength(IDEA_FIELD_LIMITS.email.max)
  @IsString()
  @IsNotEmpty()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  email?: string;

  @PageSize(IDEA_SUMMARY_PAGE_SIZE)
  limit?: number;

  @PageCursor()
  cursor?: string;
}
