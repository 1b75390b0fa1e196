import type { AccessRule } from '@founder/server-kit';
import { DEMO_IS_READ_ONLY } from './messages';

/**
 * The caller's relations to a row, as the resource loaders (resources.ts) read them: `owner` of an
 * idea (its user, or its browser before it is claimed), a company (and so its data room, its site
 * and its ideas), an investor they added or their startup profile; a member's role in the company
 * (`editor`, `commenter`, `viewer`: company_members) for the company, what is in it and its ideas,
 * and the investors its team added (the caller's relations to the company they act in);
 * `anyone` for a row everybody may see (the demo idea, the sample investors). Read on every request
 * (no cache): a member removed loses access on their next one.
 */
export type Relation = 'owner' | 'editor' | 'commenter' | 'viewer' | 'anyone';

/** Every member of a company may read what is in it. */
const MEMBERS = ['owner', 'editor', 'commenter', 'viewer'] as const;
/** Members who may create and change what is in a company. */
const EDITORS = ['owner', 'editor'] as const;

/** 403 for the members a permission is not for: the message names what they lack. */
function refusedTo(permission: string, relations: readonly Relation[]): Partial<Record<Relation, string>> {
  return Object.fromEntries(relations.map((relation) => [relation, `You do not have the ${permission} permission in this company`]));
}

/**
 * Every permission of the ideas service, `<resource>.<verb>`: which relations grant it, which see
 * the row and are refused (403), and nobody else (404, as for a missing row). A service method's
 * first line is `await this.access.requireAccess(caller, '<permission>', id)`.
 */
export const PERMISSIONS = {
  'idea.read': { resource: 'idea', allow: [...MEMBERS, 'anyone'] },
  'idea.update': { resource: 'idea', allow: EDITORS, refuse: { anyone: DEMO_IS_READ_ONLY, ...refusedTo('idea.update', ['commenter', 'viewer']) } },
  /** Holding a generation job's event stream open: the editors', never a stranger's on a shared one (issue 28). */
  'idea.follow': { resource: 'idea', allow: EDITORS, refuse: refusedTo('idea.follow', ['commenter', 'viewer']) },
  /** Making, listing and revoking the idea's share links. */
  'idea.share': { resource: 'idea', allow: EDITORS, refuse: { anyone: DEMO_IS_READ_ONLY, ...refusedTo('idea.share', ['commenter', 'viewer']) } },
  /** Moving a personal idea into a company: the idea's own founder alone. */
  'idea.move': { resource: 'idea', allow: ['owner'], refuse: { anyone: DEMO_IS_READ_ONLY, ...refusedTo('idea.move', ['editor', 'commenter', 'viewer']) } },
  /** Commenting on a part of an idea's documents: writing a thread or reply, resolving and reopening (reading is idea.read). */
  'document.comment': { resource: 'document', allow: ['owner', 'editor', 'commenter'], refuse: { anyone: DEMO_IS_READ_ONLY, ...refusedTo('document.comment', ['viewer']) } },
  'company.read': { resource: 'company', allow: MEMBERS },
  'company.update': { resource: 'company', allow: EDITORS, refuse: refusedTo('company.update', ['commenter', 'viewer']) },
  /** Deleting the company and everything in it (its ideas stay, the owner's own). */
  'company.delete': { resource: 'company', allow: ['owner'], refuse: refusedTo('company.delete', ['editor', 'commenter', 'viewer']) },
  /** Putting an idea into the company (moving one in). */
  'company.ideas.create': { resource: 'company', allow: EDITORS, refuse: refusedTo('company.ideas.create', ['commenter', 'viewer']) },
  'company.members.read': { resource: 'company', allow: MEMBERS },
  /** Inviting, changing roles, removing members, transferring ownership. */
  'company.members.manage': { resource: 'company', allow: ['owner'], refuse: refusedTo('company.members.manage', ['editor', 'commenter', 'viewer']) },
  'dataRoom.read': { resource: 'dataRoom', allow: MEMBERS },
  'dataRoom.upload': { resource: 'dataRoom', allow: EDITORS, refuse: refusedTo('dataRoom.upload', ['commenter', 'viewer']) },
  /** Making the room's share links (tiers of outside visitors). */
  'dataRoom.share': { resource: 'dataRoom', allow: EDITORS, refuse: refusedTo('dataRoom.share', ['commenter', 'viewer']) },
  'dataRoomDocument.read': { resource: 'dataRoomDocument', allow: MEMBERS },
  'dataRoomDocument.update': { resource: 'dataRoomDocument', allow: EDITORS, refuse: refusedTo('dataRoomDocument.update', ['commenter', 'viewer']) },
  'dataRoomDocument.delete': { resource: 'dataRoomDocument', allow: EDITORS, refuse: refusedTo('dataRoomDocument.delete', ['commenter', 'viewer']) },
  'dataRoomLink.delete': { resource: 'dataRoomLink', allow: EDITORS, refuse: refusedTo('dataRoomLink.delete', ['commenter', 'viewer']) },
  'dataRoomAccessRequest.update': { resource: 'dataRoomAccessRequest', allow: EDITORS, refuse: refusedTo('dataRoomAccessRequest.update', ['commenter', 'viewer']) },
  /** A sample investor, one the caller added, or one a member of the company the caller acts in added (that company's relations). */
  'investor.read': { resource: 'investor', allow: [...MEMBERS, 'anyone'] },
  'startupProfile.read': { resource: 'startupProfile', allow: ['owner'] },
  'startupProfile.update': { resource: 'startupProfile', allow: ['owner'] },

  /** Commenting on a data-room document: writing a thread or reply, resolving and reopening (reading is dataRoomDocument.read). */
  'dataRoomDocument.comment': { resource: 'dataRoomDocument', allow: ['owner', 'editor', 'commenter'], refuse: refusedTo('dataRoomDocument.comment', ['viewer']) },
  /** Changing the company's investor pipeline: saving, staging, notes, next step, applying (reading it is company.read). */
  'company.pipeline.update': { resource: 'company', allow: EDITORS, refuse: refusedTo('company.pipeline.update', ['commenter', 'viewer']) },
  /** Reading the company's activity feed: every member. */
  'company.readActivity': { resource: 'company', allow: MEMBERS },
} as const satisfies Record<string, AccessRule<string, Relation>>;

export type Permission = keyof typeof PERMISSIONS;
export type ResourceOf<P extends Permission> = (typeof PERMISSIONS)[P]['resource'];
