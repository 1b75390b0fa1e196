import type { Type } from '@nestjs/common';
import type { CursorPage } from '@founder/contracts';
import { CursorPageResponse } from '@founder/server-kit';

/** The OpenAPI schema of CursorPage<T> for one item class, named `<Item>Page`. */
export function PageResponse<T>(item: Type<T>): Type<CursorPage<T>> {
  return CursorPageResponse(item);
}
