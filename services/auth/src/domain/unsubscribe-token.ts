import { NOTIFICATION_KINDS, type NotificationKind } from '@founder/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an email's unsubscribe link: the founder's id and the kind, signed with a key of
 * its own derived from IDENTITY_SECRET. Not single-use and never expiring: every message of a kind
 * carries the same working link, and it can only turn that one kind off for that one founder.
 */
export interface UnsubscribeTarget {
  userId: number;
  kind: NotificationKind;
}

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', `notification-unsubscribe:${secret}`).update(payload).digest();
}

export function unsubscribeToken({ userId, kind }: UnsubscribeTarget, secret: string): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

/** The founder and kind of a token, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(token: string, secret: string): UnsubscribeTarget | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, kind, given] = match;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  const expected = signature(`${id}.${kind}`, secret);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const userId = Number(id);
  return Number.isSafeInteger(userId) && userId <= 2_147_483_647 ? { userId, kind: kind as NotificationKind } : null;
}
