import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { createAuthTestApp } from './auth-test-app';

describe('auth GET /metrics', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createAuthTestApp({ SERVICE_VERSION: 'canary' });
  });
  afterAll(() => app.close());

  it("counts requests by Express's route pattern and SERVICE_VERSION, and reports the mail queue", async () => {
    await request(app).get('/api/waitlist/count').expect(200);
    await request(app).get('/api/waitlist/count').expect(200);

    const response = await request(app).get('/metrics').expect(200);

    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.text).toContain('http_requests_total{method="GET",route="/api/waitlist/count",status_code="200",service="auth",version="canary"} 2');
    expect(response.text).toContain('http_request_duration_seconds_count{service="auth",version="canary",method="GET",route="/api/waitlist/count",status_code="200"} 2');
    expect(response.text).toContain('job_queue_depth{queue="mail",service="auth",version="canary"} 0');
    expect(response.text).toContain('job_queue_oldest_age_seconds{queue="mail",service="auth",version="canary"} 0');
  });

  it('is not counted itself', async () => {
    const response = await request(app).get('/metrics').expect(200);

    expect(response.text).not.toContain('route="/metrics"');
  });
});
