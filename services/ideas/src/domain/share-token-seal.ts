import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A share link's token kept so its owner can copy the link again (issue 29 item 3): AES-256-GCM
 * under a key derived from the service's secret for this one use. The lookup stays by hash; a
 * database leak alone yields no working link. Sealed form: base64url(iv 12 | tag 16 | ciphertext).
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function shareTokenKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'founder share token v1', 32));
}

export function sealShareToken(token: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The token, or null when the seal was made under another key (a rotated secret) or altered. */
export function openShareToken(sealed: string, key: Buffer): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
