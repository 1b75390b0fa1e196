import type { IncomingMessage, Server } from 'node:http';
import { DOCUMENT_UPLOAD_BODY_LIMIT_BYTES, LOGO_UPLOAD_BODY_LIMIT_BYTES, REQUEST_BODY_LIMIT_BYTES } from '../gateway-config';
import { isForeignOrigin, STATE_CHANGING_METHODS } from '../security/cross-origin-guard';
import { SITE_FORM_BODY_LIMIT_BYTES } from './sites-proxy';

/** The body limit of the route a request asks for (the same as the routes' own bodyLimit). */
export function bodyLimitOf(method: string, url: string): number {
  const path = url.split('?')[0];
  if (method === 'POST' && path === '/api/documents') return DOCUMENT_UPLOAD_BODY_LIMIT_BYTES;
  if (method === 'PUT' && /^\/api\/companies\/[^/]+\/logo$/.test(path)) return LOGO_UPLOAD_BODY_LIMIT_BYTES;
  if (path.startsWith('/sites/')) return SITE_FORM_BODY_LIMIT_BYTES;
  return REQUEST_BODY_LIMIT_BYTES;
}

/**
 * Whether the gateway asks for the body of a request sent with `Expect: 100-continue`: not when its
 * declared length is over the route's limit, nor when its Origin will be refused. Then Fastify
 * answers 413 or 403 at once, and the client never sends the body (issue 28 item 11: the gateway
 * said 100 Continue to bodies it was about to refuse).
 */
export function continueWanted(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, allowedOrigins: readonly string[]): boolean {
  const method = request.method ?? 'GET';
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > bodyLimitOf(method, request.url ?? '/')) return false;
  const origin = request.headers.origin;
  return !(origin !== undefined && STATE_CHANGING_METHODS.has(method) && isForeignOrigin(origin, allowedOrigins));
}

/** Answers `Expect: 100-continue` by continueWanted; the request then goes to Fastify as any other. */
export function answerExpectContinue(server: Server, allowedOrigins: () => readonly string[]): void {
  server.on('checkContinue', (request: IncomingMessage, response) => {
    if (continueWanted(request, allowedOrigins())) response.writeContinue();
    server.emit('request', request, response);
  });
}
