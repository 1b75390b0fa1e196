import { applyDecorators, type Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CursorPage } from '@founder/contracts';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { type PageLimits, PageSize } from '../validation/page-query';
import { CURSOR_INVALID } from './keyset';

/** ?cursor=: the nextCursor of the page before (opaque base64url). */
export function PageCursor(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ description: 'The nextCursor of the page before' }),
    IsOptional(),
    IsString(),
    MaxLength(1000, { message: CURSOR_INVALID }),
    Matches(/^[A-Za-z0-9_-]+$/, { message: CURSOR_INVALID }),
  );
}

/** The query of a list answering a CursorPage: `?limit=` (a larger one gets the maximum) and `?cursor=`; a list's filters extend it. */
export function CursorPageParams(limits: PageLimits): Type<{ limit?: number; cursor?: string }> {
  class PageParams {
    @PageSize(limits)
    limit?: number;

    @PageCursor()
    cursor?: string;
  }
  return PageParams;
}

/** The OpenAPI schema of CursorPage<T> for one item class, named `<Item>Page`; `total` when the list answers it. */
export function CursorPageResponse<T>(item: Type<T>, options: { total?: boolean } = {}): Type<CursorPage<T>> {
  class ItemPage implements CursorPage<T> {
    @ApiProperty({ type: [item] }) items!: T[];
    @ApiProperty({ type: String, nullable: true, description: 'Goes back as ?cursor= for the next page; null on the last page' }) nextCursor!: string | null;
  }
  if (options.total) ApiProperty({ type: 'integer', description: 'How many the whole list holds' })(ItemPage.prototype, 'total');
  Object.defineProperty(ItemPage, 'name', { value: `${item.name.replace(/Response$/, '')}Page` });
  return ItemPage;
}
