import { propagation } from '@opentelemetry/api';
import type { FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Tells a service who the client is and how it reached us (services build absolute URLs and
 * Secure cookies from these). Client-sent values are replaced, never passed on, unless Fastify
 * was told to trust a proxy in front of the gateway (then request.ip/protocol/host already honour them).
 */
export function setForwardedHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers['x-request-id'] = request.id;
  delete headers['forwarded'];
  // Node has already answered the client's `Expect: 100-continue` (and the body is buffered);
  // passed on, undici refuses the request and the client got a 502.
  delete headers['expect'];
  // With tracing on, the gateway's own call adds traceparent (the client's trace continued through
  // the gateway's span); the client's header passed on as well would make the service see two.
  // With tracing off the propagator has no fields and the client's trace context passes through.
  for (const field of propagation.fields()) delete headers[field];
  return headers;
}
