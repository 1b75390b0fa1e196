import { MINUTE_MS, type RateLimit } from '@founder/server-kit';

/**
 * Attempts allowed on login, sign-up, password change and the waitlist (429 beyond them). Per
 * client address they slow down guessing from one machine. On login, per (account, client) they
 * stop one client guessing at one account without touching the owner's other clients, and a
 * slower per-account budget (100 an hour, OWASP ASVS 2.2.1) caps a guess spread over many
 * clients. Every attempt counts, successful or not. Counters live in PostgreSQL
 * (server-kit's PostgresThrottlerStorage), so several auth instances share them.
 */
export interface RouteRateLimits {
  perIp: RateLimit;
  /** Per account (the email of the body) and client address together. */
  perAccountClient?: RateLimit;
  /** Per account (the email of the body), whatever the client. */
  perAccount?: RateLimit;
}

export const RATE_LIMITS = {
  login: {
    perIp: { limit: 20, windowMs: 5 * MINUTE_MS },
    perAccountClient: { limit: 10, windowMs: 15 * MINUTE_MS },
    perAccount: { limit: 100, windowMs: 60 * MINUTE_MS },
  },
  signUp: { perIp: { limit: 20, windowMs: 60 * MINUTE_MS }, perAccount: { limit: 5, windowMs: 15 * MINUTE_MS } },
  changePassword: { perIp: { limit: 20, windowMs: 5 * MINUTE_MS } },
  waitlist: { perIp: { limit: 10, windowMs: 60 * MINUTE_MS } },
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
