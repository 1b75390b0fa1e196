import type { AccessRule } from '@founder/server-kit';
import type { ConnectionRelation } from '../domain/connection-rules';

/**
 * The caller's relations to a row, as access.service.ts reads them: `anyone` for an event (every
 * event is public), its `organizer`; the `requester` or `receiver` of a connection.
 */
export type Relation = 'anyone' | 'organizer' | ConnectionRelation;

/**
 * Every permission of the community service, `<resource>.<verb>`: which relations grant it; anyone
 * else is told the row does not exist (404). `lock` reads the row FOR UPDATE in the caller's
 * transaction. A service method's first line is `await this.access.requireAccess(caller, '<permission>', id)`.
 */
export const PERMISSIONS = {
  'event.read': { resource: 'event', allow: ['anyone'] },
  'event.update': { resource: 'event', allow: ['organizer'], lock: true },
  /** Registering for an event or cancelling one's registration: counted under the event's lock. */
  'event.register': { resource: 'event', allow: ['anyone'], lock: true },
  'connection.answer': { resource: 'connection', allow: ['receiver'], lock: true },
  'connection.withdraw': { resource: 'connection', allow: ['requester'], lock: true },
} as const satisfies Record<string, AccessRule<string, Relation>>;

export type Permission = keyof typeof PERMISSIONS;
export type ResourceOf<P extends Permission> = (typeof PERMISSIONS)[P]['resource'];
