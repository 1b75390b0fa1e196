import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { ApiError } from '../errors/api-error';
import { sendError } from '../errors/error-replies';

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused';
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** scheme://host[:port] in canonical form (lower case, default port dropped), or null if not an http(s) origin. */
export function canonicalOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** True when the Origin header names none of the allowed origins ("null" and garbage are foreign too). */
export function isForeignOrigin(originHeader: string, allowedOrigins: ReadonlyArray<string>): boolean {
  const origin = canonicalOrigin(originHeader);
  if (!origin) return true;
  return !allowedOrigins.some((allowed) => canonicalOrigin(allowed) === origin);
}

/** The gateway's own origin as the client sees it (forwarded headers count only with TRUST_PROXY). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * CSRF defence (ARCHITECTURE.md section 5): a state-changing API call that a browser sends from
 * another origin is refused. Calls without Origin (curl, server-to-server) pass.
 */
export function crossOriginGuard(publicOrigin: string | null): onRequestHookHandler {
  return (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined || !STATE_CHANGING_METHODS.has(request.method)) return done();
    const allowed = publicOrigin ? [requestOrigin(request), publicOrigin] : [requestOrigin(request)];
    if (isForeignOrigin(origin, allowed)) {
      request.log.info({ origin }, 'cross-origin request refused');
      sendError(reply, new ApiError(403, CROSS_ORIGIN_MESSAGE));
      return;
    }
    done();
  };
}
