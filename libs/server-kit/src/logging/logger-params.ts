import { RequestMethod } from '@nestjs/common';
import { IDENTITY_HEADER, INTERNAL_TOKEN_HEADER } from '@founder/identity';
import type { Params } from 'nestjs-pino';
import type { Options } from 'pino-http';
import type { LogLevel } from '../environment/service-environment';
import { requestIdOf } from './request-id';

/** Request headers that carry credentials never reach the log (nor does a response's set-cookie). */
const SECRET_REQUEST_HEADERS: ReadonlySet<string> = new Set(['cookie', 'authorization', IDENTITY_HEADER, INTERNAL_TOKEN_HEADER]);
const CENSOR = '[redacted]';

type Headers = Record<string, unknown>;

function redactedRequestHeaders(headers: Headers): Headers {
  const safe: Headers = {};
  for (const name of Object.keys(headers)) safe[name] = SECRET_REQUEST_HEADERS.has(name) ? CENSOR : headers[name];
  return safe;
}

/**
 * The request and response as pino-http's standard serializers give them, with the secret headers
 * replaced: a plain copy of the headers costs about half of pino's path-based `redact`, which cloned
 * every line on every request (issue 16: the services' request logging).
 */
const serializers = {
  req: (request: { headers?: Headers }) => ({ ...request, headers: redactedRequestHeaders(request.headers ?? {}) }),
  res: (response: { headers?: Headers }) =>
    response.headers?.['set-cookie'] === undefined ? response : { ...response, headers: { ...response.headers, 'set-cookie': CENSOR } },
};

/** JSON lines on stdout; one per request with method, url, status and response time. */
export function requestLogOptions(serviceName: string, level: LogLevel): Options {
  return {
    level,
    base: { service: serviceName },
    genReqId: requestIdOf,
    serializers,
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info'),
    // Health probes arrive every few seconds; they would drown the log.
    autoLogging: { ignore: (request) => (request.url ?? '').split('?')[0] === '/health' },
  };
}

/**
 * nestjs-pino: the app's own logs, and Nest's Logger bound to the current request. It reuses the
 * request logger of logEveryRequest (useExisting) rather than running a second pino-http on every
 * request; its own options only shape the logs made outside a request.
 */
export function loggerParams(serviceName: string, level: LogLevel): Params {
  return {
    pinoHttp: requestLogOptions(serviceName, level),
    useExisting: true,
    // nestjs-pino's default pattern matches only "/" on Fastify with NestJS 12.
    forRoutes: [{ path: '/{*splat}', method: RequestMethod.ALL }],
  };
}
