import { withPageQuery, type CursorPage, type CursorPageQuery } from './cursor-page';

/**
 * Company teams (issue 32): members with roles and invitations by email. Only the workspace's
 * Members tab and the invitation page import these (not the shell).
 */

/** What a member may do: owner everything (one per company), editor create and edit, commenter read and comment, viewer read. */
export const COMPANY_ROLES = ['owner', 'editor', 'commenter', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
/** The roles an invitation can give (ownership is transferred to a member, never invited). */
export const INVITED_ROLES = ['editor', 'commenter', 'viewer'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = { owner: 'Owner', editor: 'Editor', commenter: 'Commenter', viewer: 'Viewer' };

/** An invitation link is good for 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A member of a company; `id` is their user id (the owner's too), the memberId of the paths. */
export interface CompanyMember {
  id: number;
  role: CompanyRole;
  name: string | null;
  email: string | null;
  since: string;
}

/**
 * A page of the team: the owner first (on the first page), then members by the date they joined.
 * Asked with ?limit= or ?cursor=; without either the answer is the first page's items alone, an array
 * (the shape before the team was paged).
 */
export type CompanyMemberPage = CursorPage<CompanyMember>;

/** Members after the owner per page: a team fits one page unless it is very large. */
export const MEMBERS_PAGE = { default: 100, max: 200 } as const;

/** A pending invitation (not accepted, revoked or expired). */
export interface CompanyInvitation {
  id: number;
  email: string;
  role: InvitedRole;
  expiresAt: string;
  createdAt: string;
}

export interface InviteRequest {
  email: string;
  role: InvitedRole;
}

/** PATCH a member: `owner` transfers ownership (the old owner becomes an editor). */
export interface MemberRoleChange {
  role: CompanyRole;
}

/** What accepting answers: the company joined and the role in it. */
export interface AcceptedInvitation {
  companyId: number;
  companyName: string;
  role: InvitedRole;
}

/** The answer to a stale save (409): the part as it is now, to compare with the edit. */
export interface StaleEditConflict {
  message: string;
  current: { versionId: number | null; content: unknown };
}

export const STALE_EDIT_MESSAGE = 'This section changed since you opened it';
export const INVALID_INVITATION_MESSAGE = 'This invitation link is invalid or has expired';

export const COMPANY_MEMBERS_PATHS = {
  members: (companyId: number) => `/api/companies/${companyId}/members`,
  membersPage: (companyId: number, query: CursorPageQuery = {}) => withPageQuery(`/api/companies/${companyId}/members`, { limit: MEMBERS_PAGE.default, ...query }),
  member: (companyId: number, memberId: number) => `/api/companies/${companyId}/members/${memberId}`,
  invitations: (companyId: number) => `/api/companies/${companyId}/invitations`,
  invitation: (companyId: number, invitationId: number) => `/api/companies/${companyId}/invitations/${invitationId}`,
  accept: (token: string) => `/api/invitations/${encodeURIComponent(token)}/accept`,
} as const;

/** The page an invitation email links to (mfe-account), `${PUBLIC_ORIGIN}/invitations/{token}`. */
export const INVITATION_PAGE_PATH = '/invitations';

/** ideas asks auth to mail an invitation (auth owns addresses; only a verified inviter may). */
export const INTERNAL_INVITATIONS_PATH = '/internal/invitations';
/** ideas asks auth for a user's address when it is verified ({email: null} otherwise). */
export const INTERNAL_VERIFIED_EMAIL_PATH = (userId: number) => `/internal/users/${userId}/verified-email`;
export const VERIFY_TO_INVITE_MESSAGE = 'Verify your email address to invite people';

export interface InternalInvitation {
  inviterId: number;
  email: string;
  companyName: string;
  role: InvitedRole;
  token: string;
}
