import { CompanyInvitationEntity } from './company-invitation.entity';
import { CompanyMemberEntity } from './company-member.entity';
import { CreateCompanyMembers1799200000100 } from './migrations/1799200000100-create-company-members';
import { MembersInJoinOrder1799300000930 } from './migrations/1799300000930-members-in-join-order';

/** The tables of company teams, for ideas-database.ts. */
export const membersTables = { entities: [CompanyMemberEntity, CompanyInvitationEntity], migrations: [CreateCompanyMembers1799200000100, MembersInJoinOrder1799300000930] };
