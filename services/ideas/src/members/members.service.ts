import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { INVALID_INVITATION_MESSAGE, INVITATION_TTL_MS, MEMBERS_PAGE, type AcceptedInvitation, type CompanyInvitation, type CompanyMember, type CompanyMemberPage, type CompanyRole, type InvitedRole } from '@founder/contracts';
import { keysetEntities, type PageRequest, type SortKey } from '@founder/server-kit';
import { DataSource, IsNull, MoreThan, type EntityManager } from 'typeorm';
import { Access } from '../access/access.service';
import { recordActivity } from '../activity/record-activity';
import { CompanyEntity } from '../companies/company.entity';
import { AuthInvitationsClient } from './auth-invitations.client';
import { CompanyInvitationEntity } from './company-invitation.entity';
import { CompanyMemberEntity } from './company-member.entity';
import { invitedActivity, joinedActivity, leftActivity } from './team-activity';

export const MEMBER_NOT_FOUND = 'Member not found';
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const ALREADY_INVITED = 'This address already has a pending invitation';
export const ALREADY_MEMBER = 'You are already a member of this company';
export const OWNER_STAYS = 'The owner cannot leave, be removed or be demoted: make another member the owner first';
export const INVITED_ANOTHER_ADDRESS = 'This invitation was sent to another address: sign in with it, or verify it on your account';

/** By the date they joined, then user id: the order of company_members_join_order_idx. */
const JOIN_ORDER: SortKey[] = [
  { sql: 'member.created_at', direction: 'ASC', type: 'timestamp' },
  { sql: 'member.user_id', direction: 'ASC', type: 'integer' },
];

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A company's team: the owner (the company row's user_id, so there is always exactly one), members
 * with roles, and invitations by email (a single-use link, 7 days, its token kept hashed). Every
 * method checks access through the one helper; transfers and acceptances are one transaction each.
 */
@Injectable()
export class MembersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: Access,
    private readonly auth: AuthInvitationsClient,
  ) {}

  /** The owner first (on the first page), then up to `limit` members in join order, keyset paged. */
  async members(companyId: number, userId: number, page: PageRequest = {}): Promise<CompanyMemberPage> {
    const company = await this.access.requireAccess({ userId }, 'company.members.read', companyId);
    const members = this.dataSource.getRepository(CompanyMemberEntity).createQueryBuilder('member').where('member.company_id = :companyId', { companyId: company.id });
    const rows = await keysetEntities(members, JOIN_ORDER, page, MEMBERS_PAGE);
    const owner = page.cursor === undefined ? [{ id: company.userId, role: 'owner' as const, since: company.createdAt }] : [];
    const team: Array<{ id: number; role: CompanyRole; since: Date }> = [...owner, ...rows.items.map((row) => ({ id: row.userId, role: row.role, since: row.createdAt }))];
    const people = await this.auth.users(team.map((member) => member.id));
    return {
      items: team.map((member) => ({ id: member.id, role: member.role, name: people.get(member.id)?.name ?? null, email: people.get(member.id)?.email ?? null, since: member.since.toISOString() })),
      nextCursor: rows.nextCursor,
    };
  }

  async invite(companyId: number, userId: number, email: string, role: InvitedRole): Promise<CompanyInvitation> {
    const company = await this.access.requireAccess({ userId }, 'company.members.manage', companyId);
    return this.dataSource.transaction(async (manager) => {
      const invitations = manager.getRepository(CompanyInvitationEntity);
      // One pending invitation per address and company: concurrent invites of one address wait here.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`invite:${company.id}:${email}`]);
      if (await invitations.exists({ where: { companyId: company.id, email, acceptedAt: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(new Date()) } })) throw new ConflictException(ALREADY_INVITED);
      const token = randomBytes(32).toString('base64url');
      const saved = await invitations.save(invitations.create({ companyId: company.id, email, role, tokenHash: hashOf(token), invitedBy: userId, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) }));
      await recordActivity(manager, { ...invitedActivity(userId, role), companyId: company.id });
      // Mailed last: a refusal (the inviter's address is not verified) rolls the invitation back.
      await this.auth.send({ inviterId: userId, email, companyName: company.companyName, role, token });
      return invitationOf(saved);
    });
  }

  async pendingInvitations(companyId: number, userId: number): Promise<CompanyInvitation[]> {
    const company = await this.access.requireAccess({ userId }, 'company.members.manage', companyId);
    const rows = await this.dataSource.getRepository(CompanyInvitationEntity).find({
      where: { companyId: company.id, acceptedAt: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { id: 'ASC' },
    });
    return rows.map(invitationOf);
  }

  async revoke(companyId: number, invitationId: number, userId: number): Promise<void> {
    const company = await this.access.requireAccess({ userId }, 'company.members.manage', companyId);
    const result = await this.dataSource
      .getRepository(CompanyInvitationEntity)
      .update({ id: invitationId, companyId: company.id, acceptedAt: IsNull(), revokedAt: IsNull() }, { revokedAt: new Date() });
    if (result.affected === 0) throw new NotFoundException(INVITATION_NOT_FOUND);
  }

  /** The signed-in founder joins with the invitation's role, when the invitation is to a verified address of theirs. */
  async accept(token: string, userId: number): Promise<AcceptedInvitation> {
    const pending = (manager: EntityManager | DataSource, lock: string) =>
      manager.query(
        `SELECT "id", "company_id" AS "companyId", "email", "role" FROM "ideas"."company_invitations"
          WHERE "token_hash" = $1 AND "accepted_at" IS NULL AND "revoked_at" IS NULL AND "expires_at" > now() ${lock}`,
        [hashOf(token)],
      ) as Promise<Array<{ id: number; companyId: number; email: string; role: InvitedRole }>>;
    // A link that is no invitation is told so without asking auth anything.
    if ((await pending(this.dataSource, '')).length === 0) throw new BadRequestException(INVALID_INVITATION_MESSAGE);
    const verified = await this.auth.verifiedEmail(userId);
    return this.dataSource.transaction(async (manager) => {
      const [invitation] = await pending(manager, 'FOR UPDATE');
      if (!invitation) throw new BadRequestException(INVALID_INVITATION_MESSAGE);
      if (verified === null || verified.toLowerCase() !== invitation.email) throw new ForbiddenException(INVITED_ANOTHER_ADDRESS);
      const company = await manager.getRepository(CompanyEntity).findOneByOrFail({ id: invitation.companyId });
      if (company.userId === userId || (await manager.getRepository(CompanyMemberEntity).exists({ where: { companyId: company.id, userId } }))) throw new ConflictException(ALREADY_MEMBER);
      await manager.insert(CompanyMemberEntity, { companyId: company.id, userId, role: invitation.role });
      await manager.update(CompanyInvitationEntity, { id: invitation.id }, { acceptedAt: new Date(), acceptedBy: userId });
      await recordActivity(manager, { ...joinedActivity(userId, invitation.role), companyId: company.id });
      return { companyId: company.id, companyName: company.companyName, role: invitation.role };
    });
  }

  /** A new role; `owner` transfers ownership (the old owner becomes an editor, the company's ideas follow), in one transaction. */
  async changeRole(companyId: number, memberId: number, role: CompanyRole, userId: number): Promise<CompanyMember[]> {
    const company = await this.access.requireAccess({ userId }, 'company.members.manage', companyId);
    if (memberId === company.userId) throw new ConflictException(OWNER_STAYS);
    await this.dataSource.transaction(async (manager) => {
      const [locked] = (await manager.query(`SELECT "user_id" FROM "ideas"."companies" WHERE "id" = $1 FOR UPDATE`, [company.id])) as Array<{ user_id: number }>;
      const member = await manager.getRepository(CompanyMemberEntity).findOneBy({ companyId: company.id, userId: memberId });
      if (!member || locked.user_id !== userId) throw new NotFoundException(MEMBER_NOT_FOUND);
      if (role !== 'owner') {
        await manager.update(CompanyMemberEntity, { companyId: company.id, userId: memberId }, { role });
        return;
      }
      await manager.delete(CompanyMemberEntity, { companyId: company.id, userId: memberId });
      await manager.insert(CompanyMemberEntity, { companyId: company.id, userId, role: 'editor' });
      await manager.update(CompanyEntity, { id: company.id }, { userId: memberId });
      // A company idea's owner is the company's: the idea lists (ownerUserId) follow the transfer.
      await manager.query(`UPDATE "ideas"."startup_ideas" SET "owner_user_id" = $2 WHERE "company_id" = $1`, [company.id, memberId]);
    });
    return (await this.members(company.id, userId)).items;
  }

  /** The owner removes a member, or a member leaves (memberId is their own id); the owner stays. */
  async remove(companyId: number, memberId: number, userId: number): Promise<void> {
    const company = await this.access.requireAccess({ userId }, memberId === userId ? 'company.read' : 'company.members.manage', companyId);
    if (memberId === company.userId) throw new ConflictException(OWNER_STAYS);
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.delete(CompanyMemberEntity, { companyId: company.id, userId: memberId });
      if (result.affected === 0) throw new NotFoundException(MEMBER_NOT_FOUND);
      await recordActivity(manager, { ...leftActivity(memberId, memberId !== userId), companyId: company.id });
    });
  }
}

function invitationOf(row: CompanyInvitationEntity): CompanyInvitation {
  return { id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString(), createdAt: row.createdAt.toISOString() };
}
