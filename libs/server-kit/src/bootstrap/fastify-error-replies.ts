import type { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { mapError } from '../errors/error-body';
import { activeTraceId, TRACE_ID_HEADER, withTraceId } from '../tracing/active-trace';

/**
 * Errors Fastify raises before a route's handler (a body parser's 400 or 413) in the one error
 * body. Nest sets this handler only once its routes are registered, and a route registered earlier
 * keeps Fastify's default: in ideas, whose uploads plugin starts Fastify's plugin loading while
 * modules initialise, a malformed or too wide body got `{statusCode, code, error, message}`.
 * Set at creation, every route has it; Nest's own replaces it for the routes after.
 */
export function replyFastifyErrorsAsErrorBodies(app: NestFastifyApplication): void {
  const adapter = app.getHttpAdapter() as unknown as FastifyAdapter;
  const fastify = adapter.getInstance<FastifyInstance>();
  fastify.setErrorHandler((error, request, reply) => {
    const { body, unexpected } = mapError(adapter.mapException(error));
    if (unexpected) request.log.error({ err: error }, `Unexpected error on ${request.method} ${request.url}`);
    const traceId = activeTraceId();
    if (traceId) void reply.header(TRACE_ID_HEADER, traceId);
    void reply.code(body.statusCode).send(withTraceId(body, traceId));
  });
}
