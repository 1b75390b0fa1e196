import { COMMUNITY_PAGE_SIZE } from '@founder/contracts';
import { PageNumber, PageSize } from '@founder/server-kit';

/** ?page=&pageSize= of every community list; a pageSize above the maximum is answered with the maximum. */
export class PageQuery {
  @PageNumber()
  page?: number;

  @PageSize(COMMUNITY_PAGE_SIZE)
  pageSize?: number;
}
