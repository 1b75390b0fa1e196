import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { activeTraceId, TRACE_ID_HEADER, withTraceId } from '../tracing/active-trace';
import { mapError } from './error-body';

/** The only exception filter: every error leaves the service as {statusCode, message}, plus traceId when traced. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const { body, unexpected } = mapError(exception);
    const http = host.switchToHttp();
    if (unexpected) {
      const request = http.getRequest<{ method?: string; url?: string }>();
      this.logger.error(
        { err: exception, method: request.method, url: request.url },
        `Unexpected error on ${request.method} ${request.url}`,
      );
    }
    const adapter = this.adapterHost.httpAdapter;
    const traceId = activeTraceId();
    if (traceId) adapter.setHeader(http.getResponse(), TRACE_ID_HEADER, traceId);
    adapter.reply(http.getResponse(), withTraceId(body, traceId), body.statusCode);
  }
}
