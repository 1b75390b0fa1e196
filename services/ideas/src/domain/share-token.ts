import { createHash, randomBytes } from 'node:crypto';

/** A share link's secret: 32 random bytes, base64url (43 characters). */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isShareToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** What the database keeps of a token: its sha256, so a database leak yields no working link. */
export function shareTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
