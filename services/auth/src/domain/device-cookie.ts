import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie of OWASP's "Slow down online guessing attacks with device cookies": a browser
 * that signed in to an account carries an entry signed for that account, and its failed sign-ins
 * count on a counter of its own, apart from the failures of clients the account does not know.
 * An entry is `<device id>.<HMAC of account and device id>`: it names the account without
 * revealing it, and cannot be made for an account by anyone who lacks the key.
 */
export const DEVICE_COOKIE = 'founder_device';

/** A year: a browser stays known across sign-outs and months without a visit. */
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** Accounts one browser is known to (a shared computer); the oldest is dropped beyond them. */
export const MAX_DEVICE_ENTRIES = 5;

const ENTRY = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const SEPARATOR = '~';
const MAX_COOKIE_LENGTH = MAX_DEVICE_ENTRIES * 67;

/** The signing key, derived from the service's secret for this one use. */
export function deviceCookieKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'founder device cookie v1', 32));
}

export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

function signature(key: Buffer, account: string, deviceId: string): string {
  return createHmac('sha256', key).update(`${account}\n${deviceId}`).digest('base64url');
}

function entriesOf(cookie: unknown): string[] {
  if (typeof cookie !== 'string' || cookie.length > MAX_COOKIE_LENGTH) return [];
  return cookie.split(SEPARATOR).filter((entry) => ENTRY.test(entry));
}

/** The id of the browser when its cookie carries an entry signed for this account, else null. */
export function knownDeviceOf(cookie: unknown, account: string, key: Buffer): string | null {
  for (const entry of entriesOf(cookie)) {
    const [, deviceId, mac] = ENTRY.exec(entry)!;
    // Compared as text: base64url has several spellings of the same bytes, an entry has one.
    if (timingSafeEqual(Buffer.from(mac), Buffer.from(signature(key, account, deviceId)))) return deviceId;
  }
  return null;
}

/**
 * The cookie after a sign-in to the account: its entry first (the one the browser had, or a new
 * one), then the browser's other entries, at most MAX_DEVICE_ENTRIES.
 */
export function cookieWithDevice(cookie: unknown, account: string, key: Buffer, deviceId = knownDeviceOf(cookie, account, key) ?? newDeviceId()): string {
  const entry = `${deviceId}.${signature(key, account, deviceId)}`;
  const others = entriesOf(cookie).filter((existing) => existing !== entry);
  return [entry, ...others].slice(0, MAX_DEVICE_ENTRIES).join(SEPARATOR);
}

/** The cookie without the account's entry (a deleted account), or null when nothing is left of it. */
export function cookieWithoutDevice(cookie: unknown, account: string, key: Buffer): string | null {
  const deviceId = knownDeviceOf(cookie, account, key);
  const entry = deviceId === null ? null : `${deviceId}.${signature(key, account, deviceId)}`;
  const others = entriesOf(cookie).filter((existing) => existing !== entry);
  return others.length > 0 ? others.join(SEPARATOR) : null;
}
