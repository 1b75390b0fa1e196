import { COMPANIES_PAGE } from '@founder/contracts';
import { CursorPageParams } from '@founder/server-kit';

/** ?limit=&cursor=: default 20; more than 50 gets 50 (the list rule of issue 16). */
export class ListCompaniesQuery extends CursorPageParams(COMPANIES_PAGE) {}
