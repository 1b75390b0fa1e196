import { generateIdentityKeys } from '@founder/identity';
import { loadGatewayConfig } from './gateway-config';

const SECRET = 'x'.repeat(32);
const KEYS = generateIdentityKeys('k1');
const SIGNING = { IDENTITY_SIGNING_KEY: KEYS.privateKeyPem, IDENTITY_SIGNING_KEY_ID: 'k1' };

describe('loadGatewayConfig', () => {
  it('has the documented defaults', () => {
    const config = loadGatewayConfig({ IDENTITY_SECRET: SECRET, ...SIGNING }, '/workspace');
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 4200,
      staticRoot: '/workspace/dist/apps',
      remotesManifest: '/workspace/deploy/remotes.json',
      upstreams: { auth: ['http://127.0.0.1:4301'], ideas: ['http://127.0.0.1:4302'], community: ['http://127.0.0.1:4303'] },
      identitySecret: SECRET,
      identitySigningKey: { kid: 'k1', privateKey: expect.objectContaining({ asymmetricKeyType: 'ed25519' }) },
      upstreamTimeoutMs: 8000,
      generationTimeoutMs: 125000,
      upstreamConnectTimeoutMs: 500,
      sessionCacheMs: 5000,
      sessionResolveTimeoutMs: 1000,
      sharedCacheEntries: 256,
      openStreams: { perClient: 8, total: 256 },
      trustProxy: false,
      publicOrigin: null,
      logLevel: 'info',
      serviceVersion: 'stable',
    });
  });

  it('reads every variable, resolving relative paths against the workspace', () => {
    const config = loadGatewayConfig(
      {
        IDENTITY_SECRET: SECRET,
        ...SIGNING,
        GATEWAY_HOST: '0.0.0.0',
        GATEWAY_PORT: '8080',
        STATIC_ROOT: 'build/apps',
        REMOTES_MANIFEST: '/etc/founder/remotes.json',
        AUTH_URL: 'http://auth:4301/',
        IDEAS_URL: 'http://ideas-a:4302, http://ideas-b:4302/,http://ideas-a:4302',
        COMMUNITY_URL: 'http://community:4303',
        UPSTREAM_TIMEOUT_MS: '250',
        GENERATION_TIMEOUT_MS: '300000',
        SESSION_CACHE_MS: '0',
        SHARED_CACHE_ENTRIES: '0',
        STREAMS_PER_CLIENT: '2',
        STREAMS_TOTAL: '40',
        TRUST_PROXY: 'true',
        PUBLIC_ORIGIN: 'https://Founder.example/',
        LOG_LEVEL: 'warn',
      },
      '/workspace',
    );
    expect(config.host).toBe('0.0.0.0');
    expect(config.port).toBe(8080);
    expect(config.staticRoot).toBe('/workspace/build/apps');
    expect(config.remotesManifest).toBe('/etc/founder/remotes.json');
    expect(config.upstreams).toEqual({ auth: ['http://auth:4301'], ideas: ['http://ideas-a:4302', 'http://ideas-b:4302'], community: ['http://community:4303'] });
    expect(config.upstreamTimeoutMs).toBe(250);
    expect(config.generationTimeoutMs).toBe(300000);
    expect(config.sessionCacheMs).toBe(0);
    expect(config.sharedCacheEntries).toBe(0);
    expect(config.openStreams).toEqual({ perClient: 2, total: 40 });
    expect(config.trustProxy).toBe(true);
    expect(config.publicOrigin).toBe('https://founder.example');
    expect(config.logLevel).toBe('warn');
  });

  it('stops with every problem listed', () => {
    expect(() =>
      loadGatewayConfig({ IDENTITY_SECRET: 'short', IDENTITY_SIGNING_KEY: KEYS.publicKeyPem, IDENTITY_SIGNING_KEY_ID: 'k1', GATEWAY_PORT: 'eighty', UPSTREAM_TIMEOUT_MS: '60000', AUTH_URL: 'http://auth-a,ftp://auth', SESSION_CACHE_MS: '60000' }, '/w'),
    ).toThrow(
      'Invalid gateway configuration:\n' +
        '  - IDENTITY_SECRET is required and must be at least 32 characters\n' +
        '  - IDENTITY_SIGNING_KEY must be the PEM of an Ed25519 private key (IDENTITY_SIGNING_KEY and IDENTITY_SIGNING_KEY_ID are required)\n' +
        '  - AUTH_URL must be an http(s) URL (got "ftp://auth")\n' +
        '  - GATEWAY_PORT must be an integer from 0 to 65535 (got "eighty")\n' +
        '  - UPSTREAM_TIMEOUT_MS must be an integer from 1 to 8000 (got "60000")\n' +
        '  - SESSION_CACHE_MS must be an integer from 0 to 10000 (got "60000")',
    );
  });

  it('requires IDENTITY_SECRET and a signing key with its id', () => {
    expect(() => loadGatewayConfig({}, '/w')).toThrow('IDENTITY_SECRET is required and must be at least 32 characters');
    expect(() => loadGatewayConfig({ IDENTITY_SECRET: SECRET, IDENTITY_SIGNING_KEY: KEYS.privateKeyPem }, '/w')).toThrow(
      'IDENTITY_SIGNING_KEY_ID must be 1 to 64 letters, digits, ".", "_" or "-" (IDENTITY_SIGNING_KEY and IDENTITY_SIGNING_KEY_ID are required)',
    );
  });
});
