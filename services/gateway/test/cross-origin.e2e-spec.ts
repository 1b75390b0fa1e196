import request from 'supertest';
import { startEchoUpstream, type FakeUpstream } from './support/fake-upstreams';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

const REFUSED = { statusCode: 403, message: 'Cross-origin request refused' };

describe('gateway: cross-origin state-changing calls (CSRF)', () => {
  let auth: FakeUpstream;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    auth = await startEchoUpstream('auth');
    gateway = await startGateway({ AUTH_URL: auth.url });
  });

  afterAll(async () => {
    await gateway.close();
    await auth.close();
  });

  it('refuses a POST, PUT, PATCH or DELETE from another origin before it reaches the service', async () => {
    const before = auth.received.length;
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const response = await request(gateway.url)[method]('/api/auth/profile').set('origin', 'http://evil.example').send({ name: 'x' }).expect(403);
      expect(response.body).toEqual(REFUSED);
    }
    expect(auth.received.length).toBe(before);
  });

  it('refuses the opaque origin "null" (sandboxed frames, some redirects)', async () => {
    expect((await request(gateway.url).post('/api/waitlist').set('origin', 'null').send({}).expect(403)).body).toEqual(REFUSED);
  });

  it('refuses another port or scheme of the same host', async () => {
    const { host } = new URL(gateway.url);
    await request(gateway.url).post('/api/waitlist').set('origin', `https://${host}`).send({}).expect(403);
    await request(gateway.url).post('/api/waitlist').set('origin', 'http://127.0.0.1:1').send({}).expect(403);
  });

  it('lets a same-origin POST through', async () => {
    const response = await request(gateway.url).post('/api/waitlist').set('origin', gateway.url).send({ email: 'a@b.c', name: 'A' }).expect(200);
    expect(response.body).toMatchObject({ method: 'POST', url: '/api/waitlist' });
  });

  it('lets calls without Origin (curl, server to server) and cross-origin GETs through', async () => {
    await request(gateway.url).post('/api/waitlist').send({ email: 'a@b.c', name: 'A' }).expect(200);
    await request(gateway.url).get('/api/waitlist/count').set('origin', 'http://evil.example').expect(200);
  });

  it('accepts PUBLIC_ORIGIN alone when it is set, even behind a trusted proxy', async () => {
    const behindProxy = await startGateway({ AUTH_URL: auth.url, TRUST_PROXY: 'true', PUBLIC_ORIGIN: 'https://founder.example' });
    try {
      await request(behindProxy.url).post('/api/waitlist').set('origin', 'https://founder.example').send({}).expect(200);
      await request(behindProxy.url).post('/api/waitlist').set('origin', behindProxy.url).send({}).expect(403);
    } finally {
      await behindProxy.close();
    }
  });

  it('never takes the allowed origin from the request: a Host or forwarded host the caller writes is refused (issue 28 item 11)', async () => {
    const forged = await request(gateway.url).post('/api/waitlist').set('host', 'evil.example').set('origin', 'http://evil.example').send({});
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual(REFUSED);
    const behindProxy = await startGateway({ AUTH_URL: auth.url, TRUST_PROXY: 'true' });
    try {
      await request(behindProxy.url)
        .post('/api/waitlist')
        .set('origin', 'https://app.example')
        .set('x-forwarded-proto', 'https')
        .set('x-forwarded-host', 'app.example')
        .send({})
        .expect(403);
      await request(behindProxy.url).post('/api/waitlist').set('origin', behindProxy.url.replace('127.0.0.1', 'localhost')).send({}).expect(200);
    } finally {
      await behindProxy.close();
    }
  });
});
