import { DATA_ROOM_LOG_PAGE, DATA_ROOM_PAGE } from '@founder/contracts';
import { PageNumber, PageSize } from '@founder/server-kit';
import { RowId } from './id-fields';

/** ?companyId=&page=&pageSize= of the documents list (default 50, at most 100). */
export class ListDocumentsQuery {
  @RowId()
  companyId!: number;

  @PageNumber()
  page?: number;

  @PageSize(DATA_ROOM_PAGE)
  pageSize?: number;
}

/** ?companyId=&page=&pageSize= of the links, the view log and the access requests (default 50, at most 200). */
export class ListRoomLogQuery {
  @RowId()
  companyId!: number;

  @PageNumber()
  page?: number;

  @PageSize(DATA_ROOM_LOG_PAGE)
  pageSize?: number;
}
