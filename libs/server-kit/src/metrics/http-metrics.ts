import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached read (a few ms) to a generation call that waits (two minutes). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export interface RequestObservation {
  method: string;
  route: string;
  statusCode: number;
  seconds: number;
}

/**
 * One process's Prometheus series: its own registry (several apps in one test process never
 * collide), Node's default process series, and requests by route, status and version. Errors are
 * the requests whose status_code is 5xx. `service` and `version` are on every series (SERVICE_VERSION,
 * 'stable' by default; in Kubernetes the pod's rollouts-pod-template-hash), so a canary's figures
 * stand beside stable's.
 */
export class HttpMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly latency: Histogram<'method' | 'route' | 'status_code'>;

  constructor(service: string, version: string) {
    this.registry.setDefaultLabels({ service, version });
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers: [this.registry],
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
  }

  observe({ method, route, statusCode, seconds }: RequestObservation): void {
    const labels = { method, route, status_code: String(statusCode) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  /** The text Prometheus scrapes, and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
