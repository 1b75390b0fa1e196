import { SERVICE_NAMES, type ServiceName } from '@founder/contracts';
import { IDENTITY_HEADER } from '@founder/identity';
import request from 'supertest';
import { startEchoUpstream, type FakeUpstream } from './support/fake-upstreams';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

describe('gateway: published sites at /sites/*', () => {
  const upstreams = {} as Record<ServiceName, FakeUpstream>;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    for (const service of SERVICE_NAMES) upstreams[service] = await startEchoUpstream(service);
    gateway = await startGateway({ AUTH_URL: upstreams.auth.url, IDEAS_URL: upstreams.ideas.url, COMMUNITY_URL: upstreams.community.url });
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all(SERVICE_NAMES.map((service) => upstreams[service].close()));
  });

  it("goes to ideas, not the shell's index.html, even for a browser asking for HTML", async () => {
    const response = await request(gateway.url).get('/sites/loomledger').set('accept', 'text/html').expect(200);
    expect(response.body).toMatchObject({ service: 'ideas', method: 'GET', url: '/sites/loomledger' });
  });

  it('resolves no session and drops a client-sent identity header', async () => {
    const authCalls = upstreams.auth.received.length;
    const response = await request(gateway.url).get('/sites/loomledger/thanks').set('cookie', 'founder_session=abc').set(IDENTITY_HEADER, 'forged').expect(200);
    expect(response.body.headers[IDENTITY_HEADER]).toBeUndefined();
    expect(upstreams.auth.received.length).toBe(authCalls);
  });

  it('answers a visitor an HTML page, not JSON, when ideas is down (issue 28 item 11)', async () => {
    const ideasDown = await startGateway({ AUTH_URL: upstreams.auth.url, IDEAS_URL: 'http://127.0.0.1:1', COMMUNITY_URL: upstreams.community.url });
    try {
      const response = await request(ideasDown.url).get('/sites/loomledger').set('accept', 'text/html');
      expect(response.status).toBe(502);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain('<h1>This site is unavailable right now</h1>');
      const api = await request(ideasDown.url).get('/api/ideas/demo');
      expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
    } finally {
      await ideasDown.close();
    }
  });

  it('carries the form post, refuses one from a foreign origin and a body over 4 KiB', async () => {
    const posted = await request(gateway.url).post('/sites/loomledger/early-access').type('form').send({ email: 'a@example.com' }).expect(200);
    expect(posted.body).toMatchObject({ service: 'ideas', method: 'POST', body: 'email=a%40example.com' });
    await request(gateway.url).post('/sites/loomledger/early-access').set('origin', 'https://evil.example').type('form').send({ email: 'a@example.com' }).expect(403);
    await request(gateway.url).post('/sites/loomledger/early-access').type('form').send({ email: 'x'.repeat(5000) }).expect(413);
  });
});
