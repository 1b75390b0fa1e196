import type { AccessRule } from '@founder/server-kit';
import { DEMO_IS_READ_ONLY } from './messages';

/**
 * The caller's relations to a row, as the resource loaders (resources.ts) read them: `owner` of an
 * idea (its user, or its browser before it is claimed), a company (and so its data room and what is
 * in it), an investor they added or their startup profile; `anyone` for a row everybody may see
 * (the demo idea, the sample investors). Company teams add the members' roles here (editor,
 * commenter, viewer) and to the `allow` lists below: a member without the permission gets 403.
 */
export type Relation = 'owner' | 'anyone';

/**
 * Every permission of the ideas service, `<resource>.<verb>`: which relations grant it, which see
 * the row and are refused (403), and nobody else (404, as for a missing row). A service method's
 * first line is `await this.access.requireAccess(caller, '<permission>', id)`.
 */
export const PERMISSIONS = {
  'idea.read': { resource: 'idea', allow: ['owner', 'anyone'] },
  'idea.update': { resource: 'idea', allow: ['owner'], refuse: { anyone: DEMO_IS_READ_ONLY } },
  /** Holding a generation job's event stream open: the owner's alone, never a stranger's on a shared one (issue 28). */
  'idea.follow': { resource: 'idea', allow: ['owner'] },
  /** Making, listing and revoking the idea's share links. */
  'idea.share': { resource: 'idea', allow: ['owner'], refuse: { anyone: DEMO_IS_READ_ONLY } },
  'company.read': { resource: 'company', allow: ['owner'] },
  'company.update': { resource: 'company', allow: ['owner'] },
  'dataRoom.read': { resource: 'dataRoom', allow: ['owner'] },
  'dataRoom.update': { resource: 'dataRoom', allow: ['owner'] },
  'dataRoomDocument.read': { resource: 'dataRoomDocument', allow: ['owner'] },
  'dataRoomDocument.update': { resource: 'dataRoomDocument', allow: ['owner'] },
  'dataRoomDocument.delete': { resource: 'dataRoomDocument', allow: ['owner'] },
  'dataRoomLink.delete': { resource: 'dataRoomLink', allow: ['owner'] },
  'dataRoomAccessRequest.update': { resource: 'dataRoomAccessRequest', allow: ['owner'] },
  'investor.read': { resource: 'investor', allow: ['owner', 'anyone'] },
  /** Saving, staging, noting or applying to an investor: the founder's own relation to a visible one. */
  'investor.track': { resource: 'investor', allow: ['owner', 'anyone'] },
  'startupProfile.read': { resource: 'startupProfile', allow: ['owner'] },
  'startupProfile.update': { resource: 'startupProfile', allow: ['owner'] },

  /*
   * Comments (issue 32 item 4, helper V3). Roles at merge: `*.comment` (write a thread or reply,
   * resolve and reopen) for owner, editor and commenter; reading comments is `idea.read` /
   * `dataRoomDocument.read` (viewers see them too).
   */
  'idea.comment': { resource: 'idea', allow: ['owner'], refuse: { anyone: DEMO_IS_READ_ONLY } },
  'dataRoomDocument.comment': { resource: 'dataRoomDocument', allow: ['owner'] },
  // Issue 32 item 5, activity (helper V4): every member reads the feed. Roles that should get it: owner, editor, commenter, viewer.
  /** Reading the company's activity feed. */
  'company.readActivity': { resource: 'company', allow: ['owner'] },
} as const satisfies Record<string, AccessRule<string, Relation>>;

export type Permission = keyof typeof PERMISSIONS;
export type ResourceOf<P extends Permission> = (typeof PERMISSIONS)[P]['resource'];
