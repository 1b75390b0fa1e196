/**
 * Attempts allowed on login, sign-up and password change (429 beyond them). Per IP they slow down
 * guessing from one machine; per account (the email in the body) they stop a distributed guess at
 * one password. Every attempt counts, successful or not. Counts live in the auth process's memory,
 * per route: several auth instances would need a shared store.
 */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RouteRateLimits {
  perIp: RateLimit;
  /** Absent where the body names no account (change-password needs a live session anyway). */
  perAccount?: RateLimit;
}

const MINUTE_MS = 60_000;

export const RATE_LIMITS = {
  login: { perIp: { limit: 20, windowMs: 5 * MINUTE_MS }, perAccount: { limit: 10, windowMs: 15 * MINUTE_MS } },
  signUp: { perIp: { limit: 20, windowMs: 60 * MINUTE_MS }, perAccount: { limit: 5, windowMs: 15 * MINUTE_MS } },
  changePassword: { perIp: { limit: 20, windowMs: 5 * MINUTE_MS } },
} as const satisfies Record<string, RouteRateLimits>;

export type RateLimitedRoute = keyof typeof RATE_LIMITS;

/** The limits of a route, with the per-IP count replaced when AUTH_IP_RATE_LIMIT is set. */
export function rateLimitsOf(route: RateLimitedRoute, ipLimitOverride?: number): RouteRateLimits {
  const limits = RATE_LIMITS[route];
  return ipLimitOverride ? { ...limits, perIp: { ...limits.perIp, limit: ipLimitOverride } } : limits;
}

/** The account an attempt is about: the email of the body as the service stores it, or null. */
export function accountOfAttempt(body: unknown): string | null {
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  if (typeof email !== 'string') return null;
  const normalized = email.trim().toLowerCase();
  return normalized === '' ? null : normalized;
}

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
