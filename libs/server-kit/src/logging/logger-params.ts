import { IDENTITY_HEADER, INTERNAL_TOKEN_HEADER } from '@founder/identity';
import type { Params } from 'nestjs-pino';
import type { LogLevel } from '../environment/service-environment';

/** Request headers and response headers that carry credentials never reach the log. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  `req.headers["${IDENTITY_HEADER}"]`,
  `req.headers["${INTERNAL_TOKEN_HEADER}"]`,
  'res.headers["set-cookie"]',
];

/** JSON logs on stdout, one line per request with method, url, status and response time. */
export function loggerParams(serviceName: string, level: LogLevel): Params {
  return {
    pinoHttp: {
      level,
      base: { service: serviceName },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info'),
      // Health probes arrive every few seconds; they would drown the log.
      autoLogging: { ignore: (request) => request.url === '/health' },
    },
  };
}
