import { COMPANIES_PAGE } from '@founder/contracts';
import { PageSize } from '@founder/server-kit';

/** ?limit: default 20; more than 50 gets 50 (the list rule of issue 16). */
export class ListCompaniesQuery {
  @PageSize(COMPANIES_PAGE)
  limit?: number;
}
