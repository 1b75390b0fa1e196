import { COMMUNITY_PAGE_SIZE, type Page } from '@founder/contracts';

/** The page size a list answers with: the default when not asked, never more than the maximum. */
export function effectivePageSize(asked: number | undefined): number {
  if (asked === undefined) return COMMUNITY_PAGE_SIZE.default;
  return Math.min(Math.max(1, Math.floor(asked)), COMMUNITY_PAGE_SIZE.max);
}

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageWindow(page: number | undefined, pageSize: number | undefined): PageWindow {
  const size = effectivePageSize(pageSize);
  const number = page ?? 1;
  return { page: number, pageSize: size, offset: (number - 1) * size };
}

export function pageOf<T>(items: T[], total: number, window: PageWindow): Page<T> {
  return { items, total, page: window.page, pageSize: window.pageSize };
}
