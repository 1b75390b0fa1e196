/** How many calls a client may make in a window (429 beyond them, until the window is over). */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export const MINUTE_MS = 60_000;

/**
 * The browser's address: the gateway's x-forwarded-for (it overwrites whatever a client sent),
 * else the peer address for a direct call.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, peerAddress: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = header?.split(',')[0].trim();
  return first || peerAddress || 'unknown';
}

export function tooManyAttemptsMessage(secondsUntilRetry: number): string {
  const minutes = Math.max(1, Math.ceil(secondsUntilRetry / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
