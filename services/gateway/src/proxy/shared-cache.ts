import type { IncomingHttpHeaders } from 'node:http';
import { ExpiringCache } from '../identity/expiring-cache';

/** A cached answer is at most this large (it is held in memory, entries times this at most). */
export const SHARED_CACHE_MAX_BODY_BYTES = 64 * 1024;

const S_MAXAGE = /(?:^|,)\s*s-maxage\s*=\s*"?(\d+)"?\s*(?:,|$)/i;
const PUBLIC = /(?:^|,)\s*public\s*(?:,|$)/i;
const NOT_SHARED = /(?:^|,)\s*(?:private|no-store|no-cache)\b/i;

/**
 * How many seconds a shared cache may keep an answer, from its Cache-Control (RFC 9111): only an
 * answer the service marked `public` with an `s-maxage`, and never one marked private, no-store or
 * no-cache. 0 when it may not be kept.
 */
export function sharedMaxAgeSeconds(cacheControl: unknown): number {
  if (typeof cacheControl !== 'string' || !PUBLIC.test(cacheControl) || NOT_SHARED.test(cacheControl)) return 0;
  return Number(S_MAXAGE.exec(cacheControl)?.[1] ?? 0);
}

/**
 * How long (ms) the gateway may keep a service's answer to this request: a GET answered 200, with
 * a known length within SHARED_CACHE_MAX_BODY_BYTES, no Set-Cookie and no Vary (one stored answer
 * per URL), marked shareable by the service. 0 for anything else: every personal answer.
 */
export function sharedLifetimeMs(method: string, statusCode: number, headers: IncomingHttpHeaders): number {
  if (method !== 'GET' || statusCode !== 200) return 0;
  if (headers['set-cookie'] !== undefined || headers['vary'] !== undefined) return 0;
  const length = Number(headers['content-length']);
  if (!Number.isInteger(length) || length > SHARED_CACHE_MAX_BODY_BYTES) return 0;
  return sharedMaxAgeSeconds(headers['cache-control']) * 1000;
}

export interface CachedAnswer {
  headers: IncomingHttpHeaders;
  body: Buffer;
  storedAt: number;
}

/**
 * The gateway's shared cache of public answers (a service opts in with `Cache-Control: public,
 * s-maxage=N`): keyed by method and URL (path and query), bounded in entries, answered without
 * resolving the caller's session. A client asking for a fresh answer (no-cache) bypasses it.
 */
export class SharedAnswerCache {
  private readonly answers: ExpiringCache<CachedAnswer>;
  readonly enabled: boolean;

  constructor(
    maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {
    this.answers = new ExpiringCache(0, Math.max(maxEntries, 1), now);
    this.enabled = maxEntries > 0;
  }

  /** A stored answer for this request and its age in whole seconds (the `age` header), if any. */
  lookup(method: string, url: string, requestCacheControl: unknown): { answer: CachedAnswer; ageSeconds: number } | undefined {
    if (!this.enabled || method !== 'GET') return undefined;
    if (typeof requestCacheControl === 'string' && /no-cache|no-store/i.test(requestCacheControl)) return undefined;
    const answer = this.answers.get(`${method} ${url}`);
    return answer && { answer, ageSeconds: Math.floor((this.now() - answer.storedAt) / 1000) };
  }

  store(method: string, url: string, headers: IncomingHttpHeaders, body: Buffer, lifetimeMs: number): void {
    if (!this.enabled || body.length > SHARED_CACHE_MAX_BODY_BYTES) return;
    this.answers.set(`${method} ${url}`, { headers, body, storedAt: this.now() }, lifetimeMs);
  }
}
