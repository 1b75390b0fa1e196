import type { FoundRow } from '@founder/server-kit';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { EXPECTED_DATA_ROOM_DOCUMENTS, type InvitedRole } from '@founder/contracts';
import { CompanyEntity } from '../companies/company.entity';
import { DataRoomAccessRequestEntity } from '../data-room/data-room-access-request.entity';
import { DataRoomDocumentEntity } from '../data-room/data-room-document.entity';
import { DataRoomLinkEntity } from '../data-room/data-room-link.entity';
import type { StoredIdea } from '../ideas/startup-idea.entity';
import { InvestorEntity } from '../investors/investor.entity';
import { CompanyMemberEntity } from '../members/company-member.entity';
import { ownsIdea } from '../owners/owns-idea';
import { StartupProfileEntity } from '../startup-profile/startup-profile.entity';
import type { IdeaViews } from './idea-views';
import { ACCESS_REQUEST_NOT_FOUND, COMPANY_NOT_FOUND, DOCUMENT_NOT_FOUND, IDEA_NOT_FOUND, INVESTOR_NOT_FOUND, LINK_NOT_FOUND, STARTUP_PROFILE_NOT_FOUND } from './messages';
import type { Relation } from './permissions';

/** Who asks: a signed-in user, for ideas the browser of the owner cookie, for investors the company they act in (its pipeline). */
export interface AccessCaller {
  userId: number | null;
  browserId?: string | null;
  companyId?: number | null;
}

/** The user ids of a company's team (its owner and its members), for the company id parameter `company`. */
export function companyTeamSql(company: string): string {
  return `SELECT "user_id" FROM "ideas"."companies" WHERE "id" = ${company} UNION ALL SELECT "user_id" FROM "ideas"."company_members" WHERE "company_id" = ${company}`;
}

/** The row each resource's permissions answer. */
export interface ResourceRows {
  idea: StoredIdea;
  /** An idea's documents (their parts, for comments): the idea, its relations. */
  document: StoredIdea;
  company: CompanyEntity;
  /** A company's data room: the company, its room made on first access. */
  dataRoom: CompanyEntity;
  dataRoomDocument: DataRoomDocumentEntity;
  dataRoomLink: DataRoomLinkEntity;
  dataRoomAccessRequest: DataRoomAccessRequestEntity;
  investor: InvestorEntity;
  startupProfile: StartupProfileEntity;
}
export type Resource = keyof ResourceRows;

/** How a resource is found by id, what the caller is to it, and what a missing one answers. */
export interface ResourceLoader<Row> {
  notFound: string;
  load(id: number, caller: AccessCaller): Promise<FoundRow<Row, Relation> | null>;
  /** Work done once access is granted (a data room is made on first access). */
  granted?(row: Row): Promise<void>;
}

export interface LoaderDeps {
  dataSource: DataSource;
  ideaViews: IdeaViews;
}

const owner = (isOwner: boolean): Relation[] => (isOwner ? ['owner'] : []);

/** The caller's relation to a company: owner (its user), their member role, or none. */
export function companyRelations(companyOwner: number, memberRole: InvitedRole | null, caller: AccessCaller): Relation[] {
  if (caller.userId === null) return [];
  if (companyOwner === caller.userId) return ['owner'];
  return memberRole ? [memberRole] : [];
}

/** The company's owner and the caller's member role in it, one statement (null: no such company). */
export async function companyTeamRelations(dataSource: DataSource, companyId: number, caller: AccessCaller): Promise<Relation[] | null> {
  const rows = (await dataSource.query(
    `SELECT c."user_id" AS "owner", m."role" FROM "ideas"."companies" c
       LEFT JOIN "ideas"."company_members" m ON m."company_id" = c."id" AND m."user_id" = $2 WHERE c."id" = $1`,
    [companyId, caller.userId ?? 0],
  )) as Array<{ owner: number; role: InvitedRole | null }>;
  return rows.length ? companyRelations(rows[0].owner, rows[0].role, caller) : null;
}

/** A company idea answers to the company's team (its owner is the company's); a personal one to its founder or browser. */
async function ideaRelations(dataSource: DataSource, idea: StoredIdea, caller: AccessCaller): Promise<Relation[]> {
  const relations: Relation[] = idea.isDemo ? ['anyone'] : [];
  if (idea.companyId !== null) return [...relations, ...((await companyTeamRelations(dataSource, idea.companyId, caller)) ?? [])];
  if (ownsIdea({ userId: caller.userId, browserId: caller.browserId ?? null }, idea)) relations.push('owner');
  return relations;
}

/** A row of a company's data room with its company's owner and the caller's role, in one statement. */
async function roomRow<T extends ObjectLiteral & { companyId: number }>(dataSource: DataSource, entity: EntityTarget<T>, id: number, caller: AccessCaller): Promise<FoundRow<T, Relation> | null> {
  const { entities, raw } = await dataSource
    .getRepository(entity)
    .createQueryBuilder('row')
    .innerJoin(CompanyEntity, 'company', 'company.id = row.companyId')
    .leftJoin(CompanyMemberEntity, 'member', 'member.companyId = row.companyId AND member.userId = :memberId', { memberId: caller.userId ?? 0 })
    .addSelect('company.user_id', 'company_owner')
    .addSelect('member.role', 'member_role')
    .where('row.id = :id', { id })
    .getRawAndEntities<{ company_owner: number; member_role: InvitedRole | null }>();
  if (entities.length === 0) return null;
  return { row: entities[0], relations: companyRelations(raw[0].company_owner, raw[0].member_role, caller) };
}

export function resourceLoaders({ dataSource, ideaViews }: LoaderDeps): { [R in Resource]: ResourceLoader<ResourceRows[R]> } {
  const company: ResourceLoader<CompanyEntity> = {
    notFound: COMPANY_NOT_FOUND,
    async load(id, caller) {
      const { entities, raw } = await dataSource
        .getRepository(CompanyEntity)
        .createQueryBuilder('company')
        .leftJoin(CompanyMemberEntity, 'member', 'member.companyId = company.id AND member.userId = :memberId', { memberId: caller.userId ?? 0 })
        .addSelect('member.role', 'member_role')
        .where('company.id = :id', { id })
        .getRawAndEntities<{ member_role: InvitedRole | null }>();
      if (entities.length === 0) return null;
      return { row: entities[0], relations: companyRelations(entities[0].userId, raw[0].member_role, caller) };
    },
  };
  const idea: ResourceLoader<StoredIdea> = {
    notFound: IDEA_NOT_FOUND,
    async load(id, caller) {
      const row = await ideaViews.stored(id);
      return row && { row, relations: await ideaRelations(dataSource, row, caller) };
    },
  };
  return {
    idea,
    document: idea,
    company,
    dataRoom: {
      ...company,
      /** The room is made with the six expected documents as 'missing' placeholders. */
      async granted(row) {
        await dataSource.transaction(async (manager) => {
          const made: unknown[] = await manager.query(`INSERT INTO "ideas"."data_rooms" ("company_id") VALUES ($1) ON CONFLICT DO NOTHING RETURNING "company_id"`, [row.id]);
          if (made.length === 0) return;
          await manager.insert(
            DataRoomDocumentEntity,
            EXPECTED_DATA_ROOM_DOCUMENTS.map((expected) => ({ ...expected, companyId: row.id, status: 'missing' as const, uploadedBy: null })),
          );
        });
      },
    },
    dataRoomDocument: { notFound: DOCUMENT_NOT_FOUND, load: (id, caller) => roomRow(dataSource, DataRoomDocumentEntity, id, caller) },
    dataRoomLink: { notFound: LINK_NOT_FOUND, load: (id, caller) => roomRow(dataSource, DataRoomLinkEntity, id, caller) },
    dataRoomAccessRequest: { notFound: ACCESS_REQUEST_NOT_FOUND, load: (id, caller) => roomRow(dataSource, DataRoomAccessRequestEntity, id, caller) },
    investor: {
      notFound: INVESTOR_NOT_FOUND,
      async load(id, caller) {
        const row = await dataSource.getRepository(InvestorEntity).findOneBy({ id });
        if (!row) return null;
        if (row.ownerId === null) return { row, relations: ['anyone'] };
        if (row.ownerId === caller.userId) return { row, relations: ['owner'] };
        // Added by someone else: seen through the company the caller acts in, when its team added it.
        if (!caller.companyId) return { row, relations: [] };
        const [added] = (await dataSource.query(`SELECT $2::integer IN (${companyTeamSql('$1')}) AS "byTeam"`, [caller.companyId, row.ownerId])) as Array<{ byTeam: boolean }>;
        return { row, relations: added.byTeam ? ((await companyTeamRelations(dataSource, caller.companyId, caller)) ?? []) : [] };
      },
    },
    startupProfile: {
      notFound: STARTUP_PROFILE_NOT_FOUND,
      async load(id, caller) {
        const row = await dataSource.getRepository(StartupProfileEntity).findOneBy({ id });
        return row && { row, relations: owner(row.userId === caller.userId) };
      },
    },
  };
}
