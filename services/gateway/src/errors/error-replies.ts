import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { activeTraceId, TRACE_ID_HEADER, withTraceId } from '@founder/server-kit/tracing';
import { ApiError } from './api-error';

const MIB = 1024 * 1024;

/** The 413 message names the limit of the route asked (1 MB by default, more for uploads). */
export function bodyTooLargeMessage(limitBytes: number): string {
  return `Request body is larger than ${Number((limitBytes / MIB).toFixed(1))} MB`;
}

/** The path of a request without its query, for messages and logs. */
export function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query < 0 ? request.url : request.url.slice(0, query);
}

export function notFoundError(request: FastifyRequest): ApiError {
  const path = pathOf(request);
  const what = path === '/api' || path.startsWith('/api/') ? 'No API route' : 'No route';
  return new ApiError(404, `${what} for ${request.method} ${path}`);
}

/**
 * Every error the gateway answers has the body {statusCode, message} (ARCHITECTURE.md section 3);
 * Fastify's own errors are translated, anything unexpected is a logged 500 without details.
 */
export function installErrorReplies(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => sendError(reply, notFoundError(request)));

  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    const fastifyError = error as FastifyError;
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, new ApiError(413, bodyTooLargeMessage(request.routeOptions.bodyLimit)));
    const status = fastifyError.statusCode;
    if (status && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      return sendError(reply, new ApiError(status, error.message));
    }
    if (error instanceof URIError) return sendError(reply, new ApiError(400, 'Malformed URL'));
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, new ApiError(500, 'Internal server error'));
  });
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  const traceId = activeTraceId();
  if (traceId) reply.header(TRACE_ID_HEADER, traceId);
  return reply.code(error.statusCode).headers(error.headers).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(withTraceId(error.toBody(), traceId));
}
