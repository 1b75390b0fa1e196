import { parseRemoteManifest } from './remote-manifest';

describe('parseRemoteManifest', () => {
  it('accepts stable entries and an optional canary', () => {
    const json = {
      remotes: {
        'mfe-demos': {
          stable: '/remotes/mfe-demos/1.0.0/mf-manifest.json',
          canary: { entry: '/remotes/mfe-demos/1.1.0/mf-manifest.json', percentage: 10 },
        },
        'mfe-ideas': { stable: 'https://cdn.example.com/mfe-ideas/1.0.0/mf-manifest.json' },
      },
    };
    expect(parseRemoteManifest(json)).toEqual(json);
  });

  it('drops fields it does not know', () => {
    expect(parseRemoteManifest({ remotes: { 'mfe-account': { stable: '/a.json', note: 'x' } }, extra: 1 })).toEqual({
      remotes: { 'mfe-account': { stable: '/a.json' } },
    });
  });

  it('accepts an empty remotes object', () => {
    expect(parseRemoteManifest({ remotes: {} })).toEqual({ remotes: {} });
  });

  it.each([
    [null, 'Invalid remote manifest: expected an object with a "remotes" object'],
    [[], 'Invalid remote manifest: expected an object with a "remotes" object'],
    [{ remotes: [] }, 'Invalid remote manifest: expected an object with a "remotes" object'],
    [
      { remotes: { 'mfe-other': { stable: '/x.json' } } },
      'Invalid remote manifest: unknown remote "mfe-other" (known: mfe-demos, mfe-ideas, mfe-workspace, mfe-account)',
    ],
    [{ remotes: { 'mfe-demos': '/x.json' } }, 'Invalid remote manifest: remotes.mfe-demos must be an object'],
    [
      { remotes: { 'mfe-demos': {} } },
      'Invalid remote manifest: remotes.mfe-demos.stable must be a path starting with "/" or an http(s) URL',
    ],
    [
      { remotes: { 'mfe-demos': { stable: '//evil.example.com/x.json' } } },
      'Invalid remote manifest: remotes.mfe-demos.stable must be a path starting with "/" or an http(s) URL',
    ],
    [
      { remotes: { 'mfe-demos': { stable: 'javascript:alert(1)' } } },
      'Invalid remote manifest: remotes.mfe-demos.stable must be a path starting with "/" or an http(s) URL',
    ],
    [
      { remotes: { 'mfe-demos': { stable: '/x.json', canary: '/y.json' } } },
      'Invalid remote manifest: remotes.mfe-demos.canary must be an object',
    ],
    [
      { remotes: { 'mfe-demos': { stable: '/x.json', canary: { percentage: 5 } } } },
      'Invalid remote manifest: remotes.mfe-demos.canary.entry must be a path starting with "/" or an http(s) URL',
    ],
    [
      { remotes: { 'mfe-demos': { stable: '/x.json', canary: { entry: '/y.json', percentage: 101 } } } },
      'Invalid remote manifest: remotes.mfe-demos.canary.percentage must be an integer from 0 to 100',
    ],
    [
      { remotes: { 'mfe-demos': { stable: '/x.json', canary: { entry: '/y.json', percentage: 2.5 } } } },
      'Invalid remote manifest: remotes.mfe-demos.canary.percentage must be an integer from 0 to 100',
    ],
    [
      { remotes: { 'mfe-demos': { stable: '/x.json', canary: { entry: '/y.json', percentage: '10' } } } },
      'Invalid remote manifest: remotes.mfe-demos.canary.percentage must be an integer from 0 to 100',
    ],
  ])('rejects %j', (json, message) => {
    expect(() => parseRemoteManifest(json)).toThrow(message);
  });
});
