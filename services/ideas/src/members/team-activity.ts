import type { InvitedRole } from '@founder/contracts';
import type { ActivityInput } from '../activity/record-activity';

/** An invitation in the feed: who invited and the role, never the address (every member reads the feed, only the owner the invitations). */
export function invitedActivity(inviterId: number, role: InvitedRole): ActivityInput {
  return { actorUserId: inviterId, verb: 'invited', subject: { kind: 'member' }, detail: role };
}

/** A founder accepted an invitation: they joined with its role. */
export function joinedActivity(memberId: number, role: InvitedRole): ActivityInput {
  return { actorUserId: memberId, verb: 'joined', subject: { kind: 'member' }, detail: role };
}

/** A member left, or the owner removed them ('removed'): the entry names the member who is gone. */
export function leftActivity(memberId: number, removed: boolean): ActivityInput {
  return { actorUserId: memberId, verb: 'left', subject: { kind: 'member' }, detail: removed ? 'removed' : null };
}
