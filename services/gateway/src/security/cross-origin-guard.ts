import type { onRequestHookHandler } from 'fastify';
import { ApiError } from '../errors/api-error';
import { sendError } from '../errors/error-replies';

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused';
export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', 'localhost', '::1', '[::1]', '0.0.0.0', '::']);

/**
 * The origins a browser may send state-changing calls from, from configuration only (issue 28 item
 * 11: it was the request's own Host, which the caller writes): PUBLIC_ORIGIN when set, else the
 * address the gateway listens on; a loopback or all-interfaces address is the loopback names with
 * its port, which is how a browser on the machine (or a published container port) reaches it.
 */
export function allowedOrigins(publicOrigin: string | null, listenHost: string, listenPort: number): string[] {
  if (publicOrigin) return [publicOrigin];
  if (LOOPBACK_OR_ANY.has(listenHost)) return [`http://localhost:${listenPort}`, `http://127.0.0.1:${listenPort}`, `http://[::1]:${listenPort}`];
  return [`http://${listenHost.includes(':') ? `[${listenHost}]` : listenHost}:${listenPort}`];
}

/**
 * CSRF defence (ARCHITECTURE.md section 5): a state-changing API call that a browser sends from
 * another origin is refused. Calls without Origin (curl, server-to-server) pass.
 */
export function crossOriginGuard(allowed: () => readonly string[]): onRequestHookHandler {
  return (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined || !STATE_CHANGING_METHODS.has(request.method)) return done();
    if (isForeignOrigin(origin, allowed())) {
      request.log.info({ origin }, 'cross-origin request refused');
      sendError(reply, new ApiError(403, CROSS_ORIGIN_MESSAGE));
      return;
    }
    done();
  };
}
