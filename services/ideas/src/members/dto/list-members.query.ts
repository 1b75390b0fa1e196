import { MEMBERS_PAGE } from '@founder/contracts';
import { CursorPageParams } from '@founder/server-kit';

/** ?limit=&cursor=: default 100 members after the owner; more than 200 gets 200. */
export class ListMembersQuery extends CursorPageParams(MEMBERS_PAGE) {}
