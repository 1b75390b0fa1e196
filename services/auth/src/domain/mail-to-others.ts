/**
 * Whether the founder may make the product send mail to other people (invitations, site form
 * notifications): only from an address they proved is theirs, so nobody mails in another's name.
 */
export function canSendMailToOthers(user: { email: string | null; emailVerified: boolean }): boolean {
  return user.email !== null && user.emailVerified;
}
