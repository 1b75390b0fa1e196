import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { startEchoUpstream, type FakeUpstream } from './support/fake-upstreams';
import { STABLE_MANIFEST, startGateway, type GatewayUnderTest } from './support/gateway-under-test';

describe('gateway: backend canary by rollout bucket', () => {
  let stable: FakeUpstream;
  let canary: FakeUpstream;
  let gateway: GatewayUnderTest;

  const rollOut = (backends: unknown) => writeFileSync(gateway.manifestPath, JSON.stringify({ ...STABLE_MANIFEST, backends }));
  const ideasCanary = (percentage: number) => rollOut({ ideas: { canary: { upstreams: [canary.url], percentage } } });
  /** Which version answered, as the response header and the upstream that echoed say. */
  const versionFor = async (bucket: number | null, path = '/api/ideas') => {
    const call = request(gateway.url).get(path);
    if (bucket !== null) call.set('cookie', `founder_bucket=${bucket}`);
    const response = await call.expect(200);
    return `${response.headers['x-backend-version']} (${response.headers['x-upstream']})`;
  };

  beforeAll(async () => {
    stable = await startEchoUpstream('stable');
    canary = await startEchoUpstream('canary');
    gateway = await startGateway({ IDEAS_URL: stable.url, AUTH_URL: stable.url });
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all([stable.close(), canary.close()]);
  });

  it('sends everybody to stable while the manifest names no backend canary', async () => {
    expect(await versionFor(3)).toBe('stable (stable)');
    expect(await versionFor(null)).toBe('stable (stable)');
  });

  it('sends buckets below the percentage to the canary and the others to stable, the same way on every call', async () => {
    ideasCanary(10);
    const answers: string[] = [];
    for (const bucket of [0, 9, 10, 99, 9, 10, 9]) answers.push(await versionFor(bucket));
    expect(answers).toEqual(['canary (canary)', 'canary (canary)', 'stable (stable)', 'stable (stable)', 'canary (canary)', 'stable (stable)', 'canary (canary)']);
    // Without a bucket: stable. Another service has no canary.
    expect(await versionFor(null)).toBe('stable (stable)');
    const auth = await request(gateway.url).get('/api/waitlist/count').set('cookie', 'founder_bucket=0');
    expect(auth.headers['x-backend-version']).toBe('stable');
  });

  it('routes published sites of a canary founder to the canary too', async () => {
    ideasCanary(10);
    const response = await request(gateway.url).get('/sites/acme').set('cookie', 'founder_bucket=4').expect(200);
    expect(response.headers['x-backend-version']).toBe('canary');
    expect(response.body.service).toBe('canary');
  });

  it('applies a percentage edited in the manifest on the next request, with no restart', async () => {
    ideasCanary(10);
    expect(await versionFor(50)).toBe('stable (stable)');
    ideasCanary(60);
    expect(await versionFor(50)).toBe('canary (canary)');
    ideasCanary(0);
    expect(await versionFor(0)).toBe('stable (stable)');
  });

  it('keeps the last valid rollouts when an edit is not valid, and never shows browsers the backends', async () => {
    ideasCanary(100);
    expect(await versionFor(70)).toBe('canary (canary)');
    rollOut({ ideas: { canary: { upstreams: [canary.url], percentage: 250 } } });
    expect(await versionFor(70)).toBe('canary (canary)');
    expect(gateway.logs()).toContain('backends.ideas.canary.percentage must be an integer from 0 to 100');
    ideasCanary(100);
    const manifest = await request(gateway.url).get('/remotes.json').expect(200);
    expect(manifest.text).toBe(JSON.stringify(STABLE_MANIFEST));
  });
});
