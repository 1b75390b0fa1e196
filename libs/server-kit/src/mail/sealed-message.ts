import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { RenderedEmail } from './email-content';

/**
 * A queued message is sealed (AES-256-GCM, a key derived from IDENTITY_SECRET): its links carry
 * single-use tokens that the database otherwise keeps only hashed, and a copy of the job table must
 * not hand them out.
 */
export function sealMessage(message: RenderedEmail, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function openSealedMessage(sealed: string, secret: string): RenderedEmail {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as RenderedEmail;
}

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`mail-queue:${secret}`).digest();
}
