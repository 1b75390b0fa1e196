import { ApiPropertyOptional } from '@nestjs/swagger';
import { IDEA_FIELD_LIMITS, IDEA_SUMMARY_PAGE_SIZE } from '@founder/contracts';
import { PageSize } from '@founder/server-kit';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

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

  @ApiPropertyOptional({ description: 'The nextCursor of the page before' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'cursor must be the nextCursor of a previous page' })
  @MaxLength(100)
  @IsString()
  cursor?: string;
}
