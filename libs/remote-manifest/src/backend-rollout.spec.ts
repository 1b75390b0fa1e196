import { chooseBackend, parseBackendRollouts } from './backend-rollout';

const remotes = { 'mfe-ideas': { stable: '/remotes/mfe-ideas/1.0.0/mf-manifest.json' } };

describe('parseBackendRollouts', () => {
  it('reads stable and canary addresses as origins, each once', () => {
    const json = { remotes, backends: { ideas: { stable: ['http://a:4302', 'http://b:4302/'], canary: { upstreams: ['http://c:4302', 'http://c:4302'], percentage: 10 } } } };
    expect(parseBackendRollouts(json)).toEqual({ ideas: { stable: ['http://a:4302', 'http://b:4302'], canary: { upstreams: ['http://c:4302'], percentage: 10 } } });
  });

  it('has no rollouts when the manifest has no "backends"', () => {
    expect(parseBackendRollouts({ remotes })).toEqual({});
  });

  it('names the first problem', () => {
    expect(() => parseBackendRollouts({ backends: { billing: {} } })).toThrow('Invalid remote manifest: unknown backend "billing" (known: auth, ideas, community)');
    expect(() => parseBackendRollouts({ backends: { ideas: { canary: { upstreams: ['http://c'], percentage: 101 } } } })).toThrow(
      'Invalid remote manifest: backends.ideas.canary.percentage must be an integer from 0 to 100',
    );
    expect(() => parseBackendRollouts({ backends: { ideas: { canary: { upstreams: 'http://c', percentage: 5 } } } })).toThrow(
      'Invalid remote manifest: backends.ideas.canary.upstreams must be a non-empty list of http(s) URLs',
    );
    expect(() => parseBackendRollouts({ backends: { auth: { stable: ['ftp://a'] } } })).toThrow(
      'Invalid remote manifest: backends.auth.stable must be a non-empty list of http(s) URLs (got "ftp://a")',
    );
    expect(() => parseBackendRollouts({ backends: { auth: { stable: ['http://a/api'] } } })).toThrow('backends.auth.stable must be a non-empty list of http(s) URLs (got "http://a/api")');
  });
});

describe('chooseBackend', () => {
  const rollout = { canary: { upstreams: ['http://c'], percentage: 10 } };

  it('sends buckets below the percentage to the canary, the others to stable: the rule of a remote canary', () => {
    expect(chooseBackend(rollout, 0)).toEqual({ upstreams: ['http://c'], version: 'canary' });
    expect(chooseBackend(rollout, 9)).toEqual({ upstreams: ['http://c'], version: 'canary' });
    expect(chooseBackend(rollout, 10)).toEqual({ upstreams: null, version: 'stable' });
    expect(chooseBackend({ ...rollout, stable: ['http://s'] }, 99)).toEqual({ upstreams: ['http://s'], version: 'stable' });
  });

  it('sends a caller without a bucket, or a service without a rollout, to stable', () => {
    expect(chooseBackend(rollout, null)).toEqual({ upstreams: null, version: 'stable' });
    expect(chooseBackend(undefined, 3)).toEqual({ upstreams: null, version: 'stable' });
  });

  it('sends nobody to a 0% canary and everybody to a 100% canary', () => {
    for (let bucket = 0; bucket < 100; bucket += 1) {
      expect(chooseBackend({ canary: { upstreams: ['http://c'], percentage: 0 } }, bucket).version).toBe('stable');
      expect(chooseBackend({ canary: { upstreams: ['http://c'], percentage: 100 } }, bucket).version).toBe('canary');
    }
  });
});
