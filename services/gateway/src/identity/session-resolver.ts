import { INTERNAL_TOKEN_HEADER, internalToken, signIdentity, type Identity, type IdentitySigningKey } from '@founder/identity';
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import { ApiError } from '../errors/api-error';
import { isConnectFailure } from '../proxy/upstream-failure';
import { ExpiringCache } from './expiring-cache';

/** One of auth's addresses, with what the resolver tells its health. */
export interface AuthAddress {
  origin: string;
  /** The connection failed: the address is left out for a while. */
  connectFailed(): void;
  answered(): void;
}

export interface SessionResolverOptions {
  /** An address of auth (one of AUTH_URL's, in turn); with `excluding`, another one, or null when there is none. */
  authAddress: (excluding?: AuthAddress) => AuthAddress | null;
  /** For the internal token auth expects. */
  identitySecret: string;
  signingKey: IdentitySigningKey;
  cacheMs: number;
  timeoutMs: number;
  maxEntries: number;
  log: FastifyBaseLogger;
}

/** A definitive answer (a user, or "no such session") may be cached; a failure to ask may not. */
interface Resolution {
  assertion: string | null;
  definitive: boolean;
}

/**
 * Turns a session cookie into a signed identity assertion by asking auth, with a short cache
 * (ARCHITECTURE.md section 5). When auth cannot answer (down, slow, its database out), the
 * request is answered 503: going on anonymously would show a signed-in founder a 401.
 */
export class SessionResolver {
  private readonly cache: ExpiringCache<Promise<Resolution>>;
  private readonly internalToken: string;

  constructor(private readonly options: SessionResolverOptions) {
    this.cache = new ExpiringCache(options.cacheMs, options.maxEntries);
    this.internalToken = internalToken(options.identitySecret);
  }

  /**
   * The x-founder-identity value for this session token, or null for an unknown session.
   * Throws a 503 ApiError when auth could not say.
   */
  async assertionFor(sessionToken: string): Promise<string | null> {
    const key = cacheKey(sessionToken);
    let pending = this.cache.get(key);
    if (!pending) {
      const resolution = this.askAuth(sessionToken);
      pending = resolution;
      this.cache.set(key, resolution);
      void resolution.then(({ definitive }) => {
        if (!definitive) this.cache.deleteIf(key, resolution);
      });
    }
    const { assertion, definitive } = await pending;
    if (!definitive) throw sessionUncheckable();
    return assertion;
  }

  /** Called when the session may have ended (logout, password change). */
  forget(sessionToken: string): void {
    this.cache.delete(cacheKey(sessionToken));
  }

  /**
   * Asks one of auth's addresses; a resolution reads and changes nothing, so when the connection to
   * one fails (a replica that died), another is asked once, within the same deadline.
   */
  private async resolveAt(sessionToken: string, signal: AbortSignal): Promise<Response> {
    const address = this.options.authAddress() as AuthAddress;
    const ask = (at: AuthAddress) =>
      fetch(`${at.origin}/internal/sessions/resolve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: this.internalToken },
        body: JSON.stringify({ sessionToken }),
        signal,
      });
    try {
      const response = await ask(address);
      address.answered();
      return response;
    } catch (error) {
      if (!isConnectFailure(error)) throw error;
      address.connectFailed();
      const another = this.options.authAddress(address);
      if (!another) throw error;
      this.options.log.warn({ upstream: address.origin, retryAt: another.origin, err: error }, 'auth unreachable for a session; asking another address');
      const response = await ask(another);
      another.answered();
      return response;
    }
  }

  private async askAuth(sessionToken: string): Promise<Resolution> {
    const { log, timeoutMs, signingKey } = this.options;
    try {
      const response = await this.resolveAt(sessionToken, AbortSignal.timeout(timeoutMs));
      // 404: no such live session; 400: not even a well-formed session token.
      if (response.status === 404 || response.status === 400) {
        await response.body?.cancel();
        return { assertion: null, definitive: true };
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        log.warn({ status: response.status }, 'auth refused to resolve a session');
        return { assertion: null, definitive: false };
      }
      const identity = identityFrom(await response.json());
      if (!identity) {
        log.error('auth answered a session resolution with an unexpected body');
        return { assertion: null, definitive: false };
      }
      return { assertion: await signIdentity(identity, signingKey), definitive: true };
    } catch (error) {
      log.warn({ err: error }, 'auth could not resolve a session');
      return { assertion: null, definitive: false };
    }
  }
}

export const SESSION_UNCHECKABLE_MESSAGE = 'Your session could not be checked. Please try again in a moment.';

function sessionUncheckable(): ApiError {
  return new ApiError(503, SESSION_UNCHECKABLE_MESSAGE, { 'retry-after': '5' });
}

/** The cookie itself never sits in memory as a key: only its hash does. */
function cacheKey(sessionToken: string): string {
  return createHash('sha256').update(sessionToken).digest('base64url');
}

function identityFrom(body: unknown): Identity | null {
  if (typeof body !== 'object' || body === null) return null;
  const { userId, sessionId, email } = body as Record<string, unknown>;
  if (!Number.isInteger(userId) || typeof sessionId !== 'string' || !sessionId) return null;
  if (email !== null && email !== undefined && typeof email !== 'string') return null;
  return { userId: userId as number, sessionId, email: (email as string | null | undefined) ?? null };
}
