const HOUR_MS = 60 * 60 * 1000;

/**
 * How many ideas may be submitted per hour (429 beyond): per owner, the signed-in account or else
 * the browser's owner cookie; per client address, every submission without an account, whatever
 * owner cookie it carries (a cookie is the client's to make up, so it cannot open a new count).
 * Anyone may submit without an account, so this bounds what one client can store.
 */
export const IDEA_CREATION_LIMITS = {
  perOwner: { limit: 30, windowMs: HOUR_MS },
  perAnonymousClient: { limit: 60, windowMs: HOUR_MS },
} as const;

/** Whom a submission counts against: the account, else the browser; null for a new browser. */
export function ideaOwnerKey(caller: { userId: number | null; browserId: string | null } | undefined): string | null {
  if (caller?.userId != null) return `user:${caller.userId}`;
  if (caller?.browserId != null) return `browser:${caller.browserId}`;
  return null;
}

export function tooManyIdeasMessage(secondsUntilRetry: number): string {
  const minutes = Math.max(1, Math.ceil(secondsUntilRetry / 60));
  return `Too many ideas submitted. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
