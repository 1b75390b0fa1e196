import request from 'supertest';
import { closedPortUrl, startEchoUpstream, type FakeUpstream } from './support/fake-upstreams';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

const EXPECTED_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
];

/** A page: helmet's whole set. */
function expectPageHeaders(headers: Record<string, string>) {
  const policy = headers['content-security-policy'];
  for (const directive of EXPECTED_DIRECTIVES) expect(policy.split(';')).toContain(directive);
  expect(policy).not.toContain('upgrade-insecure-requests');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
}

/** Anything else (JSON, scripts, the manifest, errors): the headers that matter there, nothing page-only. */
function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
  expect(headers['referrer-policy']).toBeUndefined();
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('gateway: security headers', () => {
  let ideas: FakeUpstream;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    ideas = await startEchoUpstream('ideas');
    gateway = await startGateway({ IDEAS_URL: ideas.url, COMMUNITY_URL: await closedPortUrl() });
  });

  afterAll(async () => {
    await gateway.close();
    await ideas.close();
  });

  it("are helmet's whole set on a page: the shell's index.html and the SPA fallback", async () => {
    expectPageHeaders((await request(gateway.url).get('/').expect(200)).headers);
    expectPageHeaders((await request(gateway.url).get('/business-plan').set('accept', 'text/html').expect(200)).headers);
  });

  it('are the non-page set on a static file and the manifest', async () => {
    expectSecurityHeaders((await request(gateway.url).get('/main.3f2a9c1b.js').expect(200)).headers);
    expectSecurityHeaders((await request(gateway.url).get('/remotes/mfe-ideas/1.0.0/remoteEntry.js').expect(200)).headers);
    expectSecurityHeaders((await request(gateway.url).get('/remotes.json').expect(200)).headers);
  });

  it('are the non-page set on an API answer', async () => {
    expectSecurityHeaders((await request(gateway.url).get('/api/ideas/1').expect(200)).headers);
  });

  it('are on errors: unknown API path, service down, 413, 403', async () => {
    expectSecurityHeaders((await request(gateway.url).get('/api/nope').expect(404)).headers);
    expectSecurityHeaders((await request(gateway.url).get('/api/events').expect(502)).headers);
    expectSecurityHeaders((await request(gateway.url).post('/api/ideas').send('z'.repeat(1_100_000)).expect(413)).headers);
    expectSecurityHeaders((await request(gateway.url).post('/api/ideas').set('origin', 'http://evil.example').expect(403)).headers);
    expectSecurityHeaders((await request(gateway.url).get('/remotes/mfe-ideas/1.0.0/missing.js').expect(404)).headers);
  });

  it('include HSTS only over HTTPS as reported by a trusted proxy', async () => {
    expect((await request(gateway.url).get('/health').set('x-forwarded-proto', 'https')).headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await startGateway({ TRUST_PROXY: 'true' });
    try {
      expect((await request(behindProxy.url).get('/health')).headers['strict-transport-security']).toBeUndefined();
      const https = await request(behindProxy.url).get('/health').set('x-forwarded-proto', 'https');
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindProxy.close();
    }
  });
});
