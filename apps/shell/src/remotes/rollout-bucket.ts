import { bucketCookie, bucketFromCookie, newBucket } from '@founder/remote-manifest';

/** This browser's rollout bucket: read from its cookie, or drawn once and kept for a year. */
export function browserBucket(): number {
  const existing = bucketFromCookie(document.cookie);
  if (existing !== null) return existing;
  const bucket = newBucket();
  document.cookie = bucketCookie(bucket);
  return bucket;
}
