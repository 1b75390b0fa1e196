import { serviceForPath } from '@founder/contracts';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached answer to a generation call that waits (GENERATION_TIMEOUT_MS). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

type RequestLabels = 'method' | 'route' | 'upstream' | 'status_code';

/** Which service a request went to ('none' for pages, files and the manifest), from its path's prefix. */
export function upstreamOf(url: string): string {
  return serviceForPath(url) ?? 'none';
}

/**
 * GET /metrics on the gateway: every answer by route pattern (Fastify's, never the raw URL), the
 * service it went to, status and the gateway's version, and Node's process series. Not under /api,
 * so it is never proxied; an Ingress publishes only / (deploy/kubernetes), so it stays inside the cluster.
 */
export async function gatewayMetrics(app: FastifyInstance, options: { version: string }): Promise<void> {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'gateway', version: options.version });
  collectDefaultMetrics({ register: registry });
  const labelNames: RequestLabels[] = ['method', 'route', 'upstream', 'status_code'];
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern, upstream service and status code', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route pattern, upstream service and status code',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      const labels = { method: request.method, route, upstream: upstreamOf(request.url), status_code: String(reply.statusCode) };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });
  app.get('/metrics', async (_request, reply) =>
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics()),
  );
}
