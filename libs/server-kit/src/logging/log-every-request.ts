import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { pinoHttp, type Options } from 'pino-http';

/**
 * Logs every request at the HTTP server, before Express or Fastify sees it, so requests that
 * never reach a Nest route (unknown path, malformed or oversized body, /docs) are logged too. This
 * is the process's one request logger: nestjs-pino binds Nest's Logger to the `log` it leaves on
 * the request. Fastify's middleware runner assigns its own (disabled) logger to that property, so
 * the property keeps ours and ignores later assignments.
 */
export function logEveryRequest(app: INestApplication, options: Options): void {
  const requestLogger = pinoHttp(options);
  const server = app.getHttpServer() as Server;
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    requestLogger(request, response);
    const log = request.log;
    Object.defineProperty(request, 'log', { get: () => log, set: () => undefined, configurable: true });
  });
}
