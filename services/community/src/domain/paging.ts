import type { Page } from '@founder/contracts';
import type { PageWindow } from '@founder/server-kit';

export function pageOf<T>(items: T[], total: number, window: PageWindow): Page<T> {
  return { items, total, page: window.page, pageSize: window.pageSize };
}
