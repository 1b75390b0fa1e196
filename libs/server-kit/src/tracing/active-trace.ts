import { isSpanContextValid, trace } from '@opentelemetry/api';

/** The response header that names an error answer's trace. */
export const TRACE_ID_HEADER = 'x-trace-id';

/** The trace id of the span this code runs in; undefined when tracing is off (no SDK: no span). */
export function activeTraceId(): string | undefined {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? context.traceId : undefined;
}

/** An error body with the trace id added when there is one: the same body as ever when tracing is off. */
export function withTraceId<Body extends object>(body: Body, traceId = activeTraceId()): Body | (Body & { traceId: string }) {
  return traceId ? { ...body, traceId } : body;
}
