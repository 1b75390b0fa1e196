import { isIdentityHeader } from '@founder/identity';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { randomUUID } from 'node:crypto';
import pino from 'pino';

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
 * One line per request (OneLinePerRequest), not Fastify's two.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions {
  return {
    logController: new OneLinePerRequest(),
    logger: {
      level,
      base: { service: 'gateway' },
      stream: stream ?? batchedStdout(),
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

/**
 * Standard output, written in batches of 4 KB or every second (pino flushes what is left when the
 * process exits): a write per line cost the gateway more than the line itself (issue 16).
 */
function batchedStdout(): NodeJS.WritableStream {
  return pino.destination({ dest: 1, minLength: 4096, periodicFlush: 1000 }) as unknown as NodeJS.WritableStream;
}

/** Health probes arrive every few seconds; they would drown the log. */
const UNLOGGED_PATH = '/health';

/**
 * One line per request when its answer is finished (or its client went away, for a stream that
 * lasts): method, url, client, redacted headers, status and time; 4xx as warn, 5xx as error.
 */
class OneLinePerRequest extends LogController {
  constructor() {
    super({ disableRequestLogging: (request) => request.url === UNLOGGED_PATH });
  }

  override incomingRequest(): void {
    // The completed line says everything this one would.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const level = error || reply.statusCode >= 500 ? 'error' : reply.statusCode >= 400 ? 'warn' : 'info';
    request.log[level]({ req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime, err: error ?? undefined }, 'request completed');
  }
}
