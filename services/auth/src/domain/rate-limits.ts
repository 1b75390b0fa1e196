import { MINUTE_MS, type RateLimit } from '@founder/server-kit';

/**
 * Attempts allowed on login, sign-up, password change and the waitlist (429 beyond them), per
 * client address: they slow down guessing and spraying from one machine. Sign-up is also limited
 * per account (the email of the body). Login's failures per account are slowed apart from these
 * (domain/login-slowdown.ts, per known browser and per account's unknown clients), and a browser
 * the account knows is not held to login's per-address count. Counters live in PostgreSQL
 * (server-kit's PostgresThrottlerStorage), so several auth instances share them.
 */
export interface RouteRateLimits {
  perIp: RateLimit;
  /** Per account (the email of the body), whatever the client. */
  perAccount?: RateLimit;
}

export const RATE_LIMITS = {
  login: { perIp: { limit: 20, windowMs: 5 * MINUTE_MS } },
  signUp: { perIp: { limit: 20, windowMs: 60 * MINUTE_MS }, perAccount: { limit: 5, windowMs: 15 * MINUTE_MS } },
  changePassword: { perIp: { limit: 20, windowMs: 5 * MINUTE_MS } },
  waitlist: { perIp: { limit: 10, windowMs: 60 * MINUTE_MS } },
  // A reset link per address at most 5 times an hour, whoever asks: nobody floods a mailbox.
  passwordResetRequest: { perIp: { limit: 20, windowMs: 60 * MINUTE_MS }, perAccount: { limit: 5, windowMs: 60 * MINUTE_MS } },
  passwordResetConfirm: { perIp: { limit: 20, windowMs: 5 * MINUTE_MS } },
  // Sent to the founder's own address only: a few resends an hour are plenty.
  verifyEmailRequest: { perIp: { limit: 10, windowMs: 60 * MINUTE_MS } },
  verifyEmailConfirm: { perIp: { limit: 20, windowMs: 5 * MINUTE_MS } },
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
