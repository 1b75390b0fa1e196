import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CompanyRole } from '@founder/contracts';
import { grantedRow } from '@founder/server-kit';
import { DataSource } from 'typeorm';
import { IdeaViews } from './idea-views';
import { PERMISSIONS, type Permission, type Relation, type ResourceOf } from './permissions';
import { type AccessCaller, companyTeamRelations, companyTeamSql, type ResourceLoader, type ResourceRows, resourceLoaders } from './resources';

/**
 * The one access helper of the ideas service (like immich's requireAccess): every service method
 * that names a row starts with `await this.access.requireAccess(caller, 'company.update', id)` and
 * gets the row back, or the answer for a caller without the permission (permissions.ts): 404 with
 * the resource's message when the row is not theirs (exactly as for a missing one), 403 only where
 * the table refuses a relation that sees the row (the demo idea is read-only).
 */
type IdeaPermission = { [P in Permission]: ResourceOf<P> extends 'idea' ? P : never }[Permission];

@Injectable()
export class Access {
  private readonly loaders: ReturnType<typeof resourceLoaders>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ideaViews: IdeaViews,
  ) {
    this.loaders = resourceLoaders({ dataSource, ideaViews });
  }

  async requireAccess<P extends Permission>(caller: AccessCaller, permission: P, id: number): Promise<ResourceRows[ResourceOf<P>]> {
    const rule = PERMISSIONS[permission];
    const loader = this.loaders[rule.resource] as ResourceLoader<unknown>;
    const found = await loader.load(id, caller);
    const row = grantedRow(rule, found, loader.notFound);
    await loader.granted?.(row);
    return row as ResourceRows[ResourceOf<P>];
  }

  /** The caller's role in a company (the idea answer's `role`): null for no company or no membership. */
  async companyRole(companyId: number | null, caller: AccessCaller): Promise<CompanyRole | null> {
    if (companyId === null) return null;
    const relations = await companyTeamRelations(this.dataSource, companyId, caller);
    return (relations?.find((relation) => relation !== 'anyone') as CompanyRole | undefined) ?? null;
  }

  /**
   * The same rule for a list: a WHERE condition on the ideas (`alias`) the caller holds `permission`
   * on, for a query that lists them (the idea lists). Owner as ownsIdea reads it: the user's ideas,
   * or the browser's not yet claimed; `anyone`: the demo. `only` narrows the relations (a list of the
   * founder's own ideas), so the condition stays one an index serves.
   */
  ideasWhere(caller: AccessCaller, permission: IdeaPermission, only?: readonly Relation[], alias = 'idea'): { where: string; parameters: Record<string, unknown> } {
    const allowed = (PERMISSIONS[permission].allow as readonly Relation[]).filter((relation) => !only || only.includes(relation));
    const parameters: Record<string, unknown> = {};
    const conditions: string[] = [];
    if (allowed.includes('owner')) {
      if (caller.userId !== null) {
        conditions.push(`${alias}.ownerUserId = :accessUserId`);
        parameters['accessUserId'] = caller.userId;
      }
      if (caller.browserId) {
        conditions.push(`(${alias}.ownerUserId IS NULL AND ${alias}.ownerBrowserId = :accessBrowserId)`);
        parameters['accessBrowserId'] = caller.browserId;
      }
    }
    if (allowed.includes('anyone')) conditions.push(`${alias}.isDemo`);
    return { where: conditions.length === 0 ? 'false' : `(${conditions.join(' OR ')})`, parameters };
  }

  /**
   * The same rule as investor.read for a list, in a company whose membership the caller's request
   * already proved (company.read): the sample investors and those its team (owner and members) added.
   */
  investorsWhere(companyId: number, alias = 'investor'): { where: string; parameters: Record<string, unknown> } {
    return { where: `(${alias}.owner_id IS NULL OR ${alias}.owner_id IN (${companyTeamSql(':accessCompanyId')}))`, parameters: { accessCompanyId: companyId } };
  }

  /**
   * The founder's idea list (issue 32 item 6): the ideas they own (a company's owner owns its ideas)
   * and the ideas of the companies they are a member of, which every member may read. Without a
   * membership the condition is exactly ideasWhere's (the owner's index range); with some, one more
   * range of the company index per company.
   */
  async founderIdeasWhere(userId: number, alias = 'idea'): Promise<{ where: string; parameters: Record<string, unknown> }> {
    const own = this.ideasWhere({ userId }, 'idea.read', ['owner'], alias);
    const memberships: Array<{ company_id: number }> = await this.dataSource.query(`SELECT "company_id" FROM "ideas"."company_members" WHERE "user_id" = $1`, [userId]);
    if (memberships.length === 0) return own;
    return {
      where: `(${own.where} OR ${alias}.companyId IN (:...accessCompanyIds))`,
      parameters: { ...own.parameters, accessCompanyIds: memberships.map((membership) => membership.company_id) },
    };
  }
}
