import type { IncomingMessage } from 'node:http';
import { HttpMetrics } from './http-metrics';
import { ROUTE_PATTERN, routePatternOf, UNMATCHED_ROUTE } from './route-pattern';

describe('HttpMetrics', () => {
  it('counts requests and their latency by route pattern, status, service and version', async () => {
    const metrics = new HttpMetrics('ideas', 'canary');
    metrics.observe({ method: 'GET', route: '/api/ideas/:id', statusCode: 200, seconds: 0.02 });
    metrics.observe({ method: 'GET', route: '/api/ideas/:id', statusCode: 200, seconds: 0.3 });
    metrics.observe({ method: 'POST', route: '/api/ideas', statusCode: 500, seconds: 1.5 });

    const { contentType, body } = await metrics.exposition();

    expect(contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(body).toContain('http_requests_total{method="GET",route="/api/ideas/:id",status_code="200",service="ideas",version="canary"} 2');
    expect(body).toContain('http_requests_total{method="POST",route="/api/ideas",status_code="500",service="ideas",version="canary"} 1');
    expect(body).toContain('http_request_duration_seconds_bucket{le="0.025",service="ideas",version="canary",method="GET",route="/api/ideas/:id",status_code="200"} 1');
    expect(body).toContain('http_request_duration_seconds_bucket{le="0.5",service="ideas",version="canary",method="GET",route="/api/ideas/:id",status_code="200"} 2');
    expect(body).toContain('http_request_duration_seconds_count{service="ideas",version="canary",method="POST",route="/api/ideas",status_code="500"} 1');
    expect(body).toMatch(/^process_resident_memory_bytes\{service="ideas",version="canary"\} \d+$/m);
  });

  it('keeps two instances apart (two apps in one process)', async () => {
    const first = new HttpMetrics('auth', 'stable');
    const second = new HttpMetrics('auth', 'stable');
    first.observe({ method: 'GET', route: '/health', statusCode: 200, seconds: 0.001 });

    expect((await second.exposition()).body).not.toContain('http_requests_total{');
  });
});

describe('routePatternOf', () => {
  const request = (fields: object) => fields as unknown as IncomingMessage;

  it("reads the pattern Fastify's hook recorded", () => {
    expect(routePatternOf(request({ url: '/api/events/42', [ROUTE_PATTERN]: '/api/events/:id' }))).toBe('/api/events/:id');
  });

  it("reads Express's matched route under its router's path", () => {
    expect(routePatternOf(request({ url: '/api/auth/users/7', baseUrl: '/api/auth', route: { path: '/users/:id' } }))).toBe('/api/auth/users/:id');
  });

  it('labels a request no route matched as unmatched, never with its URL', () => {
    expect(routePatternOf(request({ url: '/api/nope/123' }))).toBe(UNMATCHED_ROUTE);
  });
});
