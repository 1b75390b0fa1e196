import { COMPANY_ROLE_LABELS, INVITATION_PAGE_PATH, type InvitedRole } from '@founder/contracts';
import type { EmailContent } from '@founder/server-kit';

/**
 * An invitation to a company (issue 32): sent whatever the invitee's switches say (it is not a
 * notification, and they may have no account yet). `link` builds a PUBLIC_ORIGIN address.
 */
export function invitationEmail(to: string, invite: { inviterName: string; companyName: string; role: InvitedRole; token: string }, link: (path: string) => string): EmailContent {
  return {
    to,
    subject: `${invite.inviterName} invited you to ${invite.companyName} on Founder Platform`,
    heading: `Join ${invite.companyName}`,
    paragraphs: [
      `${invite.inviterName} invited you to work on ${invite.companyName} as ${COMPANY_ROLE_LABELS[invite.role].toLowerCase()}.`,
      'Sign in or create your account with this address to accept. The link works once, for 7 days.',
    ],
    action: { label: 'Accept the invitation', url: link(`${INVITATION_PAGE_PATH}/${invite.token}`) },
    footnote: 'If you do not know who sent this, you can ignore it.',
  };
}
