import { createHash, randomBytes } from 'node:crypto';

/** The cookie value: 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the sessions table stores and looks up instead of the token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
