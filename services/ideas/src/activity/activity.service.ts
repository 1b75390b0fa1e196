import { Injectable } from '@nestjs/common';
import { ACTIVITY_PAGE, type ActivityPage } from '@founder/contracts';
import { keysetEntities, type PageRequest, type SortKey } from '@founder/server-kit';
import { DataSource } from 'typeorm';
import { Access } from '../access/access.service';
import { AuthUsersClient } from '../users/auth-users.client';
import { toActivityEntry } from './activity.response';
import { CompanyActivityEntity } from './company-activity.entity';

/** Newest first: an entry's id grows with each change (index company_activity_newest_first). */
const NEWEST_FIRST: readonly SortKey[] = [{ sql: 'activity.id', direction: 'DESC', type: 'integer' }];

/** A company's activity feed, for the members who may read it. */
@Injectable()
export class ActivityService {
  constructor(
    private readonly access: Access,
    private readonly dataSource: DataSource,
    private readonly users: AuthUsersClient,
  ) {}

  async list(companyId: number, userId: number, page: PageRequest): Promise<ActivityPage> {
    const company = await this.access.requireAccess({ userId }, 'company.readActivity', companyId);
    const query = this.dataSource.getRepository(CompanyActivityEntity).createQueryBuilder('activity').where('activity.company_id = :companyId', { companyId: company.id });
    const rows = await keysetEntities(query, NEWEST_FIRST, page, ACTIVITY_PAGE);
    const names = await this.users.names(rows.items.map((row) => row.actorUserId));
    return { items: rows.items.map((row) => toActivityEntry(row, names)), nextCursor: rows.nextCursor };
  }
}
