import type { CompanyRole } from './company-members-api';

/**
 * What a screen offers a member of a company, by role: the one rule the workspace and the idea
 * tools read, mirroring the ideas service's permissions (services/ideas/src/access/permissions.ts):
 * every member reads, owner, editor and commenter comment, owner and editor change what is in the
 * company (EDITORS), and the owner alone manages members, transfers ownership and deletes it.
 */
export type CompanyAbility = 'read' | 'comment' | 'edit' | 'manage';

const ROLES_THAT_MAY: Record<CompanyAbility, readonly CompanyRole[]> = {
  read: ['owner', 'editor', 'commenter', 'viewer'],
  comment: ['owner', 'editor', 'commenter'],
  edit: ['owner', 'editor'],
  manage: ['owner'],
};

/** Whether `role` may do `ability`; null (a role not known yet, or no longer a member) may do nothing. */
export function roleMay(role: CompanyRole | null | undefined, ability: CompanyAbility): boolean {
  return role != null && ROLES_THAT_MAY[ability].includes(role);
}
