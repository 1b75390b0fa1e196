import { COMMUNITY_PAGE_SIZE } from '@founder/contracts';
import { CursorPageParams } from '@founder/server-kit';

/** ?limit=&cursor= of every community list; a limit above the maximum is answered with the maximum. */
export class PageQuery extends CursorPageParams(COMMUNITY_PAGE_SIZE) {}
