import { API_PREFIX_OWNERS, SERVICE_NAMES, type ServiceName } from '@founder/contracts';
import { Agent, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import request from 'supertest';
import { startEchoUpstream, type FakeUpstream } from './support/fake-upstreams';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

describe('gateway: /api routing', () => {
  const upstreams = {} as Record<ServiceName, FakeUpstream>;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    for (const service of SERVICE_NAMES) upstreams[service] = await startEchoUpstream(service);
    gateway = await startGateway({
      AUTH_URL: upstreams.auth.url,
      IDEAS_URL: upstreams.ideas.url,
      COMMUNITY_URL: upstreams.community.url,
    });
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all(SERVICE_NAMES.map((service) => upstreams[service].close()));
  });

  describe.each(API_PREFIX_OWNERS.map(({ prefix, service }) => [prefix, service] as const))('%s', (prefix, service) => {
    const path = `${prefix.replace(/\/$/, '')}/some/thing?page=2&q=a%20b&tags=x,y`;

    it(`goes to ${service} with path and query unchanged`, async () => {
      const response = await request(gateway.url).get(path).expect(200);
      expect(response.headers['x-upstream']).toBe(service);
      expect(response.body).toMatchObject({ service, method: 'GET', url: path });
    });

    it(`carries a POST body to ${service} byte for byte`, async () => {
      const body = '{"name":"Ada","note":"a  b\\u00e9"}';
      const response = await request(gateway.url).post(path).set('content-type', 'application/json; charset=utf-8').send(body).expect(200);
      expect(response.body).toMatchObject({ service, method: 'POST', url: path, body });
      expect(response.body.headers['content-type']).toBe('application/json; charset=utf-8');
    });
  });

  it('routes a prefix without a trailing slash on its own (/api/waitlist, /api/events)', async () => {
    expect((await request(gateway.url).get('/api/waitlist').expect(200)).body.service).toBe('auth');
    expect((await request(gateway.url).get('/api/events?type=meetup').expect(200)).body).toMatchObject({ service: 'community', url: '/api/events?type=meetup' });
  });

  it('answers an unknown /api path with a JSON 404 and calls no service', async () => {
    const before = SERVICE_NAMES.map((service) => upstreams[service].received.length);
    const response = await request(gateway.url).get('/api/whatever').set('accept', 'text/html').expect(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ statusCode: 404, message: 'No API route for GET /api/whatever' });
    expect((await request(gateway.url).delete('/api/waitlists?x=1').expect(404)).body).toEqual({
      statusCode: 404,
      message: 'No API route for DELETE /api/waitlists',
    });
    expect((await request(gateway.url).get('/api').expect(404)).body).toEqual({ statusCode: 404, message: 'No API route for GET /api' });
    expect(SERVICE_NAMES.map((service) => upstreams[service].received.length)).toEqual(before);
  });

  it('answers malformed or escaping paths with a JSON 400 and calls no service', async () => {
    const before = SERVICE_NAMES.map((service) => upstreams[service].received.length);
    expect((await request(gateway.url).get('/api/ideas/%E0%A4%A').expect(400)).body).toEqual({ statusCode: 400, message: 'Malformed URL' });
    const escaping = await request(gateway.url).get('/api/ideas/..%2f..%2finternal/sessions/resolve').expect(400);
    expect(escaping.body).toEqual({ statusCode: 400, message: 'source/request contain invalid characters' });
    expect(SERVICE_NAMES.map((service) => upstreams[service].received.length)).toEqual(before);
  });

  it('never proxies an absolute-form request target to another host', async () => {
    const { port } = new URL(gateway.url);
    const raw = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET http://evil.example/api/auth/me HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
    });
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
    expect(upstreams.auth.received.some((seen) => seen.url.includes('evil'))).toBe(false);
  });

  it('passes methods, status codes, response headers and cookies through', async () => {
    const response = await request(gateway.url)
      .patch('/api/startup-profile/7')
      .set('cookie', 'founder_owner=abc')
      .send({ currentPhase: 2 })
      .expect(200);
    expect(response.body).toMatchObject({ method: 'PATCH', url: '/api/startup-profile/7', body: '{"currentPhase":2}' });
    expect(response.body.headers.cookie).toBe('founder_owner=abc');
  });

  it("keeps the browser's connection alive whatever the service says about its own", async () => {
    const closing = await startEchoUpstream('ideas', (_request, _body, response) => {
      response.writeHead(200, { connection: 'close', 'keep-alive': 'timeout=1', 'content-type': 'text/plain' });
      response.end('bye');
    });
    const closingGateway = await startGateway({ IDEAS_URL: closing.url });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ headers: IncomingHttpHeaders; body: string; socket: unknown }>((resolve, reject) => {
        httpGet(`${closingGateway.url}/api/ideas/1`, { agent }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ headers: response.headers, body, socket: response.socket }));
        }).on('error', reject);
      });
    try {
      const first = await get();
      expect(first.body).toBe('bye');
      expect(first.headers.connection).toBe('keep-alive');
      expect(first.headers['keep-alive']).toMatch(/^timeout=\d+$/);
      expect((await get()).socket).toBe(first.socket);
    } finally {
      agent.destroy();
      await closingGateway.close();
      await closing.close();
    }
  });

  it('tells the service who the client is and which request this is, replacing what the client claims', async () => {
    const response = await request(gateway.url)
      .get('/api/ideas/1')
      .set('x-forwarded-for', '6.6.6.6')
      .set('x-forwarded-host', 'evil.example')
      .set('x-forwarded-proto', 'https')
      .expect(200);
    const seen = response.body.headers;
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-host']).toBe(new URL(gateway.url).host);
    expect(seen['x-request-id']).toBe(response.headers['x-request-id']);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("drops the client's hop-by-hop headers, and those its Connection names, but never the gateway's own", async () => {
    const response = await request(gateway.url)
      .get('/api/ideas/1')
      .set('connection', 'keep-alive, x-private, x-forwarded-for')
      .set('x-private', 'for the gateway only')
      .set('keep-alive', 'timeout=5')
      .set('te', 'trailers')
      .set('x-kept', 'yes')
      .expect(200);
    const seen = response.body.headers;
    expect(seen['x-private']).toBeUndefined();
    expect(seen['te']).toBeUndefined();
    expect(seen['keep-alive']).toBeUndefined();
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-kept']).toBe('yes');
    expect(seen['host']).toBe(new URL(upstreams.ideas.url).host);
  });

  it.each(['/health', '/health/live', '/health/ready'])('answers its own %s without asking a service', async (path) => {
    const before = upstreams.auth.received.length;
    const answer = await request(gateway.url).get(path).expect(200);
    expect(answer.body).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(upstreams.auth.received.length).toBe(before);
  });

  it('takes a company logo upload of up to 8 MiB to ideas, and nothing else that large', async () => {
    const body = 'z'.repeat(6 * 1024 * 1024);
    const multipart = 'multipart/form-data; boundary=x';
    const logo = await request(gateway.url).put('/api/companies/7/logo').set('content-type', multipart).send(body).expect(200);
    expect(logo.body.body.length).toBe(6 * 1024 * 1024);
    const other = await request(gateway.url).patch('/api/companies/7').set('content-type', multipart).send(body);
    expect(other.status).toBe(413);
    expect(other.body).toEqual({ statusCode: 413, message: 'Request body is larger than 1 MB' });
    const tooLarge = await request(gateway.url).put('/api/companies/7/logo').set('content-type', multipart).send(Buffer.alloc(8 * 1024 * 1024 + 1, 'z'));
    expect(tooLarge.body).toEqual({ statusCode: 413, message: 'Request body is larger than 8 MB' });
  });

  it('takes a data room upload of up to 26 MiB to ideas, and no other documents call that large', async () => {
    const body = Buffer.alloc(25 * 1024 * 1024 + 4096, 'z');
    const multipart = 'multipart/form-data; boundary=x';
    const upload = await request(gateway.url).post('/api/documents').set('content-type', multipart).send(body).expect(200);
    expect(upload.body.body.length).toBe(body.length);
    const tooLarge = await request(gateway.url).post('/api/documents').set('content-type', multipart).send(Buffer.alloc(26 * 1024 * 1024 + 1, 'z'));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ statusCode: 413, message: 'Request body is larger than 26 MB' });
    const other = await request(gateway.url).patch('/api/documents/7').set('content-type', multipart).send(Buffer.alloc(2 * 1024 * 1024, 'z'));
    expect(other.status).toBe(413);
  });
});
