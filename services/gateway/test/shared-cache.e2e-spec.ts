import request from 'supertest';
import { startEchoUpstream, type FakeUpstream } from './support/fake-upstreams';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

const PUBLIC_FOR_A_SECOND = 'public, max-age=0, s-maxage=1';

describe('gateway: shared cache of public answers', () => {
  let auth: FakeUpstream;
  let gateway: GatewayUnderTest;
  let uncached: GatewayUnderTest;
  let clock = 0;
  let counted = 0;
  const callsTo = (path: string) => auth.received.filter((seen) => seen.url === path).length;

  beforeAll(async () => {
    clock = 1_000_000;
    auth = await startEchoUpstream('auth', (incoming, _body, response) => {
      if (incoming.url === '/api/waitlist/count') {
        counted += 1;
        auth.received.push({ service: 'auth', method: incoming.method!, url: incoming.url, headers: incoming.headers, body: '' });
        // With its length, as a service sends JSON: an answer of unknown length is never kept.
        const body = JSON.stringify({ count: counted });
        response.setHeader('content-length', Buffer.byteLength(body));
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': PUBLIC_FOR_A_SECOND, 'x-request-id': incoming.headers['x-request-id']! });
        response.end(body);
      } else if (incoming.url === '/api/waitlist/with-cookie') {
        auth.received.push({ service: 'auth', method: incoming.method!, url: incoming.url, headers: incoming.headers, body: '' });
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '2', 'cache-control': PUBLIC_FOR_A_SECOND, 'set-cookie': 'founder_owner=someone' });
        response.end('{}');
      }
    });
    gateway = await startGateway({ AUTH_URL: auth.url }, { now: () => clock });
    uncached = await startGateway({ AUTH_URL: auth.url, SHARED_CACHE_ENTRIES: '0' }, { now: () => clock });
  });

  afterAll(async () => {
    await gateway.close();
    await uncached.close();
    await auth.close();
  });

  beforeEach(() => {
    auth.received.length = 0;
    clock += 60_000;
  });

  it('answers a second GET within s-maxage itself, with its age, and asks the service again after it', async () => {
    const first = await request(gateway.url).get('/api/waitlist/count').expect(200);
    clock += 999;
    const second = await request(gateway.url).get('/api/waitlist/count').expect(200);
    expect(callsTo('/api/waitlist/count')).toBe(1);
    expect(second.body).toEqual(first.body);
    expect(second.headers['age']).toBe('0');
    expect(second.headers['cache-control']).toBe(PUBLIC_FOR_A_SECOND);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    // Each answer carries its own request id, never the one of the request that filled the cache.
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    clock += 1;
    const third = await request(gateway.url).get('/api/waitlist/count').expect(200);
    expect(callsTo('/api/waitlist/count')).toBe(2);
    expect(third.body).toEqual({ count: first.body.count + 1 });
    expect(third.headers['age']).toBeUndefined();
  });

  it('serves a signed-in caller from the cache without resolving the session', async () => {
    await request(gateway.url).get('/api/waitlist/count').expect(200);
    await request(gateway.url).get('/api/waitlist/count').set('cookie', 'founder_session=some-session').expect(200);
    expect(auth.received.map((seen) => seen.url)).toEqual(['/api/waitlist/count']);
  });

  it('keys on the query too, and asks the service for a client that wants a fresh answer', async () => {
    await request(gateway.url).get('/api/waitlist/count').expect(200);
    await request(gateway.url).get('/api/waitlist/count?registered=true').expect(200);
    await request(gateway.url).get('/api/waitlist/count').set('cache-control', 'no-cache').expect(200);
    expect(auth.received.map((seen) => seen.url)).toEqual(['/api/waitlist/count', '/api/waitlist/count?registered=true', '/api/waitlist/count']);
  });

  it('never keeps a personal answer: one the service did not mark public, or one that sets a cookie', async () => {
    for (let call = 0; call < 2; call += 1) {
      const personal = await request(gateway.url).get('/api/auth/me').expect(200);
      expect(personal.headers['cache-control']).toBe('no-store');
      expect(personal.headers['age']).toBeUndefined();
      await request(gateway.url).get('/api/waitlist/with-cookie').expect(200);
    }
    expect(callsTo('/api/auth/me')).toBe(2);
    expect(callsTo('/api/waitlist/with-cookie')).toBe(2);
  });

  it('keeps nothing with SHARED_CACHE_ENTRIES=0', async () => {
    await request(uncached.url).get('/api/waitlist/count').expect(200);
    await request(uncached.url).get('/api/waitlist/count').expect(200);
    expect(callsTo('/api/waitlist/count')).toBe(2);
  });
});
