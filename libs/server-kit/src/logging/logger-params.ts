import { RequestMethod } from '@nestjs/common';
import { IDENTITY_HEADER, INTERNAL_TOKEN_HEADER } from '@founder/identity';
import type { Params } from 'nestjs-pino';
import type { Options } from 'pino-http';
import type { LogLevel } from '../environment/service-environment';
import { requestIdOf } from './request-id';

/** Request headers and response headers that carry credentials never reach the log. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  `req.headers["${IDENTITY_HEADER}"]`,
  `req.headers["${INTERNAL_TOKEN_HEADER}"]`,
  'res.headers["set-cookie"]',
];

/** JSON lines on stdout; one per request with method, url, status and response time. */
export function requestLogOptions(serviceName: string, level: LogLevel): Options {
  return {
    level,
    base: { service: serviceName },
    genReqId: requestIdOf,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
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
