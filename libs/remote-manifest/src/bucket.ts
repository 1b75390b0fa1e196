/**
 * Staged rollout buckets: each browser keeps one bucket (0..99) in a cookie for a year, so a
 * user always sees the same version of an area while a canary is running.
 */
export const BUCKET_COOKIE = 'founder_bucket';
export const BUCKET_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function isBucket(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 99;
}

/** The bucket stored in a Cookie header (or document.cookie), or null when absent or invalid. */
export function bucketFromCookie(cookieHeader: string | null | undefined): number | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== BUCKET_COOKIE) continue;
    const raw = pair.slice(separator + 1).trim();
    if (!/^\d{1,2}$/.test(raw)) return null;
    const bucket = Number(raw);
    return isBucket(bucket) ? bucket : null;
  }
  return null;
}

/** A new uniformly drawn bucket, 0..99. */
export function newBucket(random: () => number = Math.random): number {
  return Math.min(99, Math.max(0, Math.floor(random() * 100)));
}

/** The Set-Cookie / document.cookie value that stores a bucket for a year on the whole site. */
export function bucketCookie(bucket: number): string {
  if (!isBucket(bucket)) throw new RangeError(`A bucket is an integer from 0 to 99, got ${bucket}`);
  return `${BUCKET_COOKIE}=${bucket}; Max-Age=${BUCKET_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
