import { SERVICE_NAMES, type ServiceName } from '@founder/contracts';
import request from 'supertest';
import { startEchoUpstream, type FakeUpstream } from './support/fake-upstreams';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

describe('gateway: GET /metrics', () => {
  const upstreams = {} as Record<ServiceName, FakeUpstream>;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    for (const service of SERVICE_NAMES) upstreams[service] = await startEchoUpstream(service);
    gateway = await startGateway({
      AUTH_URL: upstreams.auth.url,
      IDEAS_URL: upstreams.ideas.url,
      COMMUNITY_URL: upstreams.community.url,
      SERVICE_VERSION: 'canary',
    });
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all(SERVICE_NAMES.map((service) => upstreams[service].close()));
  });

  it('counts and times every answer by route pattern, upstream service, status and version, never by raw URL', async () => {
    await request(gateway.url).get('/api/events/42?page=2').expect(200);
    await request(gateway.url).get('/api/ideas/7').expect(200);
    await request(gateway.url).get('/api/ideas/8').expect(200);
    await request(gateway.url).get('/health').expect(200);

    const response = await request(gateway.url).get('/metrics').expect(200);

    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.text).toContain('http_requests_total{method="GET",route="/api/*",upstream="community",status_code="200",service="gateway",version="canary"} 1');
    expect(response.text).toContain('http_requests_total{method="GET",route="/api/*",upstream="ideas",status_code="200",service="gateway",version="canary"} 2');
    expect(response.text).toContain('http_request_duration_seconds_count{service="gateway",version="canary",method="GET",route="/api/*",upstream="ideas",status_code="200"} 2');
    expect(response.text).toContain('http_requests_total{method="GET",route="/health",upstream="none",status_code="200",service="gateway",version="canary"} 1');
    expect(response.text).not.toContain('/api/ideas/7');
    expect(response.text).not.toContain('route="/metrics"');
  });

});
