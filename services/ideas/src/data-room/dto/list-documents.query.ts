import { DATA_ROOM_LOG_PAGE, DATA_ROOM_PAGE } from '@founder/contracts';
import { CursorPageParams } from '@founder/server-kit';
import { RowId } from './id-fields';

/** ?companyId=&limit=&cursor= of the documents list (default 50, at most 100). */
export class ListDocumentsQuery extends CursorPageParams(DATA_ROOM_PAGE) {
  @RowId()
  companyId!: number;
}

/** ?companyId=&limit=&cursor= of the links, the view log and the access requests (default 50, at most 200). */
export class ListRoomLogQuery extends CursorPageParams(DATA_ROOM_LOG_PAGE) {
  @RowId()
  companyId!: number;
}
