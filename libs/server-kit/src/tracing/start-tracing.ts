import type { NodeSDK } from '@opentelemetry/sdk-node';
import { defaultServiceName, isUntracedPath, tracingRequested } from './tracing-switch';

/**
 * Starts OpenTelemetry tracing when the OTEL_* variables ask for it (tracing-switch.ts), else does
 * nothing. Must run before the process requires http, express, fastify or pg: the instrumentations
 * patch those modules as they load. Hence each main.ts's first import is its `tracing.ts`.
 * Everything else (exporter, protocol, endpoint, sampler, propagators, resource) is the SDK's own
 * reading of OTEL_*. Traces only: metrics stay Prometheus (`/metrics`), logs stay JSON on stdout.
 */
export function startTracing(serviceName: string, env: Record<string, string | undefined> = process.env): NodeSDK | undefined {
  if (!tracingRequested(env)) return undefined;
  // Loaded only when tracing is on: with it off the process never loads the SDK.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { UndiciInstrumentation } = require('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  const { ExpressInstrumentation, ExpressLayerType } = require('@opentelemetry/instrumentation-express') as typeof import('@opentelemetry/instrumentation-express');
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const sdk = new NodeSDK({
    serviceName: defaultServiceName(env, serviceName),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      // Calls made outside a request (job polling, queue workers' database work) start no trace of their own.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => isUntracedPath(request.url), requireParentforOutgoingSpans: true }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  return sdk;
}
