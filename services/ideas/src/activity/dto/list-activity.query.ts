import { ACTIVITY_PAGE } from '@founder/contracts';
import { CursorPageParams } from '@founder/server-kit';

/** ?limit=&cursor=: default 20; more than 50 gets 50. */
export class ListActivityQuery extends CursorPageParams(ACTIVITY_PAGE) {}
