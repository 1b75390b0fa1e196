import type { INestApplication } from '@nestjs/common';
import { createTestApp, request } from '@founder/server-kit/testing';
import { AppModule } from '../src/app.module';

describe('community GET /metrics', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp(AppModule, 'fastify', 'community');
  });
  afterAll(() => app.close());

  it('answers Prometheus text with each request counted and timed under its route pattern, never its URL', async () => {
    await request(app).get('/api/events/999999').expect(404);
    await request(app).get('/api/nope/123').expect(404);

    const response = await request(app).get('/metrics').expect(200);

    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.text).toContain('http_requests_total{method="GET",route="/api/events/:id",status_code="404",service="community",version="stable"} 1');
    expect(response.text).toContain('http_request_duration_seconds_count{service="community",version="stable",method="GET",route="/api/events/:id",status_code="404"} 1');
    expect(response.text).toContain('http_requests_total{method="GET",route="unmatched",status_code="404",service="community",version="stable"} 1');
    expect(response.text).not.toContain('999999');
    expect(response.text).toMatch(/^process_cpu_seconds_total\{service="community",version="stable"\} [\d.e-]+$/m);
  });
});
