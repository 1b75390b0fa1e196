const HOUR_MS = 60 * 60 * 1000;

/** What a generation route writes: a whole document, or one part of it again. */
export type GenerationWork = 'documents' | 'parts';

/**
 * How many generations a caller may ask for per hour (429 with Retry-After beyond): whole
 * documents (POST {kind}) and regenerated parts (POST .../regenerate), per account when signed
 * in, else per client address whatever owner cookie the request carries (a cookie is the client's
 * to make up). Anonymous callers get fewer: anyone can be one, as often as they like.
 */
export const GENERATION_LIMITS = {
  signedIn: { documents: { limit: 30, windowMs: HOUR_MS }, parts: { limit: 60, windowMs: HOUR_MS } },
  anonymous: { documents: { limit: 10, windowMs: HOUR_MS }, parts: { limit: 20, windowMs: HOUR_MS } },
} as const;

/** Whom a generation counts against: the account, else the client address. */
export function generationCallerKey(userId: number | null | undefined, clientAddress: string): string {
  return userId != null ? `user:${userId}` : `address:${clientAddress}`;
}

export function tooManyGenerationsMessage(secondsUntilRetry: number): string {
  const minutes = Math.max(1, Math.ceil(secondsUntilRetry / 60));
  return `Too many generations. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
