import { IDENTITY_HEADER, parsePublicKeys, verifyIdentity } from '@founder/identity';
import request from 'supertest';
import { closedPortUrl, startEchoUpstream, startFakeAuth, startSilentUpstream, type FakeUpstream } from './support/fake-upstreams';
import { TEST_IDENTITY_KEYS, TEST_IDENTITY_SECRET, startGateway, type GatewayUnderTest } from './support/gateway-under-test';

const ADA = { userId: 7, sessionId: 'session-ada', email: 'ada@example.com' };

describe('gateway: identity hand-off', () => {
  let auth: Awaited<ReturnType<typeof startFakeAuth>>;
  let ideas: FakeUpstream;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    auth = await startFakeAuth(TEST_IDENTITY_SECRET);
    ideas = await startEchoUpstream('ideas');
    gateway = await startGateway({ AUTH_URL: auth.url, IDEAS_URL: ideas.url, SESSION_CACHE_MS: '5000' });
  });

  beforeEach(() => {
    auth.sessions.clear();
    auth.resolveCalls.length = 0;
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all([auth.close(), ideas.close()]);
  });

  it('drops every identity header a client sends', async () => {
    const response = await request(gateway.url)
      .get('/api/ideas/1')
      .set(IDENTITY_HEADER, 'forged.jwt.value')
      .set('x-user-id', '1')
      .set('X-User-Email', 'admin@example.com')
      .set('x-founder-internal-token', 'guess')
      .set('x-forwarded-user', 'admin')
      .set('x-auth-user', 'admin')
      .expect(200);
    const seen = response.body.headers;
    for (const name of [IDENTITY_HEADER, 'x-user-id', 'x-user-email', 'x-founder-internal-token', 'x-forwarded-user', 'x-auth-user']) {
      expect(seen).not.toHaveProperty(name);
    }
    expect(auth.resolveCalls).toHaveLength(0);
  });

  it('resolves a session at another auth address when one refuses the connection, and then leaves the dead one out', async () => {
    auth.sessions.set('cookie-ada', ADA);
    const withDeadReplica = await startGateway({ AUTH_URL: `${await closedPortUrl()},${auth.url}`, IDEAS_URL: ideas.url, SESSION_CACHE_MS: '0' });
    try {
      for (let call = 0; call < 3; call += 1) {
        const response = await request(withDeadReplica.url).get('/api/ideas/1').set('cookie', 'founder_session=cookie-ada').expect(200);
        expect(await verifyIdentity(response.body.headers[IDENTITY_HEADER], parsePublicKeys(JSON.stringify({ 'gateway-test-key': TEST_IDENTITY_KEYS.publicKeyPem })))).toEqual(ADA);
      }
      expect(auth.resolveCalls).toHaveLength(3);
      // Only the first call met the dead address; it was left out after that.
      expect(withDeadReplica.logs().split('auth unreachable for a session; asking another address').length - 1).toBe(1);
    } finally {
      await withDeadReplica.close();
    }
  });

  it('turns a valid session cookie into an assertion the service can verify, replacing a forged one', async () => {
    auth.sessions.set('cookie-ada', ADA);
    const response = await request(gateway.url)
      .get('/api/ideas?email=ada@example.com')
      .set('cookie', 'founder_bucket=30; founder_session=cookie-ada')
      .set(IDENTITY_HEADER, 'forged.jwt.value')
      .expect(200);
    const assertion = response.body.headers[IDENTITY_HEADER];
    // Verified with the public key alone, and only under the gateway's key id.
    expect(await verifyIdentity(assertion, parsePublicKeys(JSON.stringify({ 'gateway-test-key': TEST_IDENTITY_KEYS.publicKeyPem })))).toEqual(ADA);
    expect(await verifyIdentity(assertion, parsePublicKeys(JSON.stringify({ 'another-key': TEST_IDENTITY_KEYS.publicKeyPem })))).toBeNull();
    expect(auth.resolveCalls).toEqual([{ token: 'cookie-ada', authorized: true }]);
    // The cookie still reaches the service (ideas reads its owner cookie, auth its session).
    expect(response.body.headers.cookie).toBe('founder_bucket=30; founder_session=cookie-ada');
  });

  it('forwards no identity for an unknown session', async () => {
    const response = await request(gateway.url).get('/api/ideas/1').set('cookie', 'founder_session=nobody').expect(200);
    expect(response.body.headers).not.toHaveProperty(IDENTITY_HEADER);
    expect(auth.resolveCalls).toEqual([{ token: 'nobody', authorized: true }]);
  });

  it('treats a token auth rejects as malformed (400) as no session, and remembers that', async () => {
    const cookie = `founder_session=${'z'.repeat(300)}`;
    for (let i = 0; i < 2; i += 1) {
      const response = await request(gateway.url).get('/api/ideas/1').set('cookie', cookie).expect(200);
      expect(response.body.headers).not.toHaveProperty(IDENTITY_HEADER);
    }
    expect(auth.resolveCalls).toHaveLength(1);
  });

  it('asks auth once per cookie within the cache time, for known and unknown sessions alike', async () => {
    auth.sessions.set('cookie-cached', ADA);
    for (let i = 0; i < 3; i += 1) {
      const known = await request(gateway.url).get('/api/ideas/1').set('cookie', 'founder_session=cookie-cached').expect(200);
      expect(known.body.headers).toHaveProperty(IDENTITY_HEADER);
      await request(gateway.url).get('/api/ideas/1').set('cookie', 'founder_session=cookie-unknown').expect(200);
    }
    expect(auth.resolveCalls.map((call) => call.token)).toEqual(['cookie-cached', 'cookie-unknown']);
  });

  it('forgets the cached session when a logout passes through, so a copied cookie stops working at once', async () => {
    auth.sessions.set('cookie-logout', ADA);
    const cookie = 'founder_session=cookie-logout';
    expect((await request(gateway.url).get('/api/ideas/1').set('cookie', cookie)).body.headers).toHaveProperty(IDENTITY_HEADER);

    const logout = await request(gateway.url).post('/api/auth/logout').set('cookie', cookie).expect(200);
    expect(logout.body.headers).toHaveProperty(IDENTITY_HEADER);

    const after = await request(gateway.url).get('/api/ideas/1').set('cookie', cookie).expect(200);
    expect(after.body.headers).not.toHaveProperty(IDENTITY_HEADER);
    expect(auth.resolveCalls.map((call) => call.token)).toEqual(['cookie-logout', 'cookie-logout']);
  });

  it('forgets the cached session when a password change passes through', async () => {
    auth.sessions.set('cookie-password', ADA);
    const cookie = 'founder_session=cookie-password';
    await request(gateway.url).get('/api/ideas/1').set('cookie', cookie).expect(200);
    await request(gateway.url).post('/api/auth/change-password').set('cookie', cookie).send({}).expect(200);
    await request(gateway.url).get('/api/ideas/1').set('cookie', cookie).expect(200);
    expect(auth.resolveCalls.map((call) => call.token)).toEqual(['cookie-password', 'cookie-password']);
  });

  it('forgets the cached session when an account deletion passes through', async () => {
    auth.sessions.set('cookie-deleted', ADA);
    const cookie = 'founder_session=cookie-deleted';
    await request(gateway.url).get('/api/ideas/1').set('cookie', cookie).expect(200);
    await request(gateway.url).delete('/api/auth/account').set('cookie', cookie).send({}).expect(200);
    await request(gateway.url).get('/api/ideas/1').set('cookie', cookie).expect(200);
    expect(auth.resolveCalls.map((call) => call.token)).toEqual(['cookie-deleted', 'cookie-deleted']);
  });

  it('asks again once the cache time is over', async () => {
    const shortCache = await startGateway({ AUTH_URL: auth.url, IDEAS_URL: ideas.url, SESSION_CACHE_MS: '100' });
    try {
      auth.sessions.set('cookie-short', ADA);
      await request(shortCache.url).get('/api/ideas/1').set('cookie', 'founder_session=cookie-short').expect(200);
      auth.sessions.delete('cookie-short');
      await new Promise((done) => setTimeout(done, 150));
      const after = await request(shortCache.url).get('/api/ideas/1').set('cookie', 'founder_session=cookie-short').expect(200);
      expect(after.body.headers).not.toHaveProperty(IDENTITY_HEADER);
      expect(auth.resolveCalls).toHaveLength(2);
    } finally {
      await shortCache.close();
    }
  });

  it('answers 503, quickly, when auth is down, hangs or cannot reach its database: a signed-in founder is never made anonymous', async () => {
    const silentAuth = await startSilentUpstream();
    const outageAuth = await startEchoUpstream('auth', (request, _body, response) => {
      if (request.url === '/internal/sessions/resolve') {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ statusCode: 503, message: 'The database is unavailable. Please try again in a moment.' }));
      }
    });
    for (const authUrl of [await closedPortUrl(), silentAuth.url, outageAuth.url]) {
      const authless = await startGateway({ AUTH_URL: authUrl, IDEAS_URL: ideas.url });
      try {
        const received = ideas.received.length;
        const started = Date.now();
        const response = await request(authless.url).get('/api/ideas/1').set('cookie', 'founder_session=cookie-ada').expect(503);
        expect(response.body).toEqual({ statusCode: 503, message: 'Your session could not be checked. Please try again in a moment.' });
        expect(response.headers['retry-after']).toBe('5');
        expect(Date.now() - started).toBeLessThan(2000);
        expect(ideas.received.length).toBe(received);
        expect(authless.logs()).toMatch(/auth (could not|refused to) resolve a session/);
        // Without a session cookie there is nothing to check: the call goes through.
        await request(authless.url).get('/api/ideas/1').expect(200);
      } finally {
        await authless.close();
      }
    }
    await Promise.all([silentAuth.close(), outageAuth.close()]);
  });

  it('does not cache a failure to ask auth', async () => {
    const wrongSecretAuth = await startFakeAuth('a-different-secret-of-at-least-32-characters');
    const gatewayWithWrongToken = await startGateway({ AUTH_URL: wrongSecretAuth.url, IDEAS_URL: ideas.url });
    try {
      for (let i = 0; i < 2; i += 1) {
        await request(gatewayWithWrongToken.url).get('/api/ideas/1').set('cookie', 'founder_session=x').expect(503);
      }
      expect(wrongSecretAuth.resolveCalls).toEqual([
        { token: 'x', authorized: false },
        { token: 'x', authorized: false },
      ]);
    } finally {
      await gatewayWithWrongToken.close();
      await wrongSecretAuth.close();
    }
  });

  it('never writes the cookie or an identity header into its logs, and tags lines with the request id', async () => {
    auth.sessions.set('cookie-secret-value', ADA);
    const response = await request(gateway.url)
      .get('/api/ideas/1')
      .set('cookie', 'founder_session=cookie-secret-value')
      .set('x-user-id', 'forged-user-id-value')
      .expect(200);
    const logs = gateway.logs();
    expect(logs).not.toContain('cookie-secret-value');
    expect(logs).not.toContain('forged-user-id-value');
    expect(logs).not.toContain(response.body.headers[IDENTITY_HEADER]);
    const lines = logs.trim().split('\n').map((line) => JSON.parse(line));
    const requestLines = lines.filter((line) => line.reqId === response.headers['x-request-id']);
    expect(requestLines.map((line) => line.msg)).toEqual(['request completed']);
    expect(requestLines[0]).toMatchObject({ service: 'gateway', req: { method: 'GET', url: '/api/ideas/1' }, res: { statusCode: 200 } });
    expect(requestLines[0].req.headers.cookie).toBe('[redacted]');
  });
});
