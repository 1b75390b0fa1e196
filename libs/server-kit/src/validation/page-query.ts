import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DecimalInteger } from './decimal-integer';

/** A list endpoint's page size when not asked, and the most it answers (the list rule of issue 16). */
export interface PageLimits {
  default: number;
  max: number;
}

const MAX_PAGE = 100_000;

// Rules run in the order listed (the first failure is the message): integer, then the bounds.

/** ?page=: an integer from 1, page 1 when left out. */
export function PageNumber(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 }),
    IsOptional(),
    DecimalInteger(),
    IsInt(),
    Min(1),
    Max(MAX_PAGE),
  );
}

/** ?pageSize= (or ?limit=): an integer from 1; more than the maximum is answered with the maximum (pageWindow). */
export function PageSize(limits: PageLimits): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, default: limits.default, description: `At most ${limits.max}: more is answered with ${limits.max}` }),
    IsOptional(),
    DecimalInteger(),
    IsInt(),
    Min(1),
  );
}

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

/** The page a list answers: page 1 and the default size unless asked, never more than the maximum. */
export function pageWindow(query: { page?: number; pageSize?: number }, limits: PageLimits): PageWindow {
  const page = query.page ?? 1;
  const pageSize = pageSizeOf(query.pageSize, limits);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The size asked, the default when not asked, at most the maximum. */
export function pageSizeOf(asked: number | undefined, limits: PageLimits): number {
  return Math.min(asked ?? limits.default, limits.max);
}
