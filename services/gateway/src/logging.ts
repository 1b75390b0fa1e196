import { isIdentityHeader } from '@founder/identity';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { randomUUID } from 'node:crypto';

const SECRET_HEADERS = new Set(['cookie', 'authorization', 'proxy-authorization']);
export const REDACTED = '[redacted]';

/** Request headers fit for a log line: cookies, credentials and identity headers replaced. */
export function redactHeaders(headers: IncomingHttpHeaders): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    safe[name] = SECRET_HEADERS.has(name) || isIdentityHeader(name) ? REDACTED : value;
  }
  return safe;
}

/**
 * Structured JSON logs (pino via Fastify) with a request id on every line; the id is also
 * returned to the client and passed to the service (x-request-id) to follow one call across logs.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url,
          remoteAddress: request.ip,
          headers: redactHeaders(request.headers),
        }),
      },
    },
    genReqId: () => randomUUID(),
  };
}
