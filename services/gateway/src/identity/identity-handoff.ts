import { cookieValue, IDENTITY_HEADER, isIdentityHeader, SESSION_COOKIE } from '@founder/identity';
import type { FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { pathOf } from '../errors/error-replies';
import type { SessionResolver } from './session-resolver';

/** Calls after which the session behind the cookie may be gone: its cache entry must not outlive them. */
const SESSION_ENDING_CALLS = new Set(['POST /api/auth/logout', 'POST /api/auth/change-password', 'DELETE /api/auth/account']);

/**
 * The identity hand-off of ARCHITECTURE.md section 5: no identity header from a client reaches
 * a service; the gateway adds its own signed assertion when the session cookie is valid.
 */
export class IdentityHandoff {
  constructor(private readonly sessions: SessionResolver) {}

  /** The assertion to forward for this request, or null (anonymous); a 503 ApiError when auth could not say. Never hangs. */
  async assertionFor(request: FastifyRequest): Promise<string | null> {
    const sessionToken = cookieValue(request.headers.cookie, SESSION_COOKIE);
    return sessionToken ? this.sessions.assertionFor(sessionToken) : null;
  }

  /** Headers for the service: every client-sent identity header dropped, ours added. */
  forwardedHeaders(headers: IncomingHttpHeaders, assertion: string | null): IncomingHttpHeaders {
    for (const name of Object.keys(headers)) {
      if (isIdentityHeader(name)) delete headers[name];
    }
    if (assertion) headers[IDENTITY_HEADER] = assertion;
    return headers;
  }

  /** Runs when the service has answered, before the client sees the answer. */
  upstreamAnswered(request: FastifyRequest): void {
    // Reads never end a session: they skip working out the path.
    if (request.method === 'GET' || !SESSION_ENDING_CALLS.has(`${request.method} ${pathOf(request)}`)) return;
    const sessionToken = cookieValue(request.headers.cookie, SESSION_COOKIE);
    if (sessionToken) this.sessions.forget(sessionToken);
  }
}
