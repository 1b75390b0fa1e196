import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { pinoHttp, type Options } from 'pino-http';

/**
 * Logs every request at the HTTP server, before Express or Fastify sees it, so requests that
 * never reach a Nest route (unknown path, malformed or oversized body, /docs) are logged too.
 */
export function logEveryRequest(app: INestApplication, options: Options): void {
  const requestLogger = pinoHttp(options);
  const server = app.getHttpServer() as Server;
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => requestLogger(request, response));
}
