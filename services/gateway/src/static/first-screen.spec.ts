import { remotePreloads, shellPage, shellPreloads } from './first-screen';

const ENTRY = '/remotes/mfe-demos/1.0.0/mf-manifest.json';
const MF_MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './other', assets: { js: { sync: ['other.11111111.js'] }, css: { sync: [] } } },
    { path: './routes', assets: { js: { sync: ['776.35d1102b.js', '__federation_expose_routes.39453829.js'], async: ['148.301a0757.js'] }, css: { sync: ['776.aaaaaaaa.css'] } } },
  ],
};

describe('remotePreloads', () => {
  it("lists the remote's manifest, entry and the exposed module's first files, and not its lazy pages", () => {
    expect(remotePreloads(ENTRY, MF_MANIFEST, './routes')).toEqual([
      { href: '/remotes/mfe-demos/1.0.0/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/mfe-demos/1.0.0/remoteEntry.js', as: 'script' },
      { href: '/remotes/mfe-demos/1.0.0/776.35d1102b.js', as: 'script' },
      { href: '/remotes/mfe-demos/1.0.0/__federation_expose_routes.39453829.js', as: 'script' },
      { href: '/remotes/mfe-demos/1.0.0/776.aaaaaaaa.css', as: 'style' },
    ]);
  });

  it("adds the current page's lazy chunks after the route tree's, each file once", () => {
    const page = { js: ['776.35d1102b.js', '148.301a0757.js'], css: ['148.bbbbbbbb.css'] };
    expect(remotePreloads(ENTRY, MF_MANIFEST, './routes', page)).toEqual([
      { href: '/remotes/mfe-demos/1.0.0/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/mfe-demos/1.0.0/remoteEntry.js', as: 'script' },
      { href: '/remotes/mfe-demos/1.0.0/776.35d1102b.js', as: 'script' },
      { href: '/remotes/mfe-demos/1.0.0/__federation_expose_routes.39453829.js', as: 'script' },
      { href: '/remotes/mfe-demos/1.0.0/148.301a0757.js', as: 'script' },
      { href: '/remotes/mfe-demos/1.0.0/776.aaaaaaaa.css', as: 'style' },
      { href: '/remotes/mfe-demos/1.0.0/148.bbbbbbbb.css', as: 'style' },
    ]);
  });

  it('resolves against an absolute entry URL and a remoteEntry path', () => {
    const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js' } }, exposes: [] };
    expect(remotePreloads('https://cdn.example.com/demos/2.0.0/mf-manifest.json', manifest, './routes')).toEqual([
      { href: 'https://cdn.example.com/demos/2.0.0/mf-manifest.json', as: 'fetch' },
      { href: 'https://cdn.example.com/demos/2.0.0/js/remoteEntry.js', as: 'script' },
    ]);
  });

  it.each([null, 'text', [], { exposes: 'x' }, { metaData: { remoteEntry: { name: 3 } }, exposes: [{ path: './routes', assets: { js: { sync: [7] } } }] }])(
    'preloads only the manifest itself when it is unreadable (%j)',
    (manifest) => {
      expect(remotePreloads(ENTRY, manifest, './routes')).toEqual([{ href: ENTRY, as: 'fetch' }]);
    },
  );
});

describe('shellPreloads', () => {
  const SHELL_CHUNKS = { 'app-header': { js: ['709.c44e54f5.js', 'app-header.72f2a789.js', '16.cf641225.js'], css: ['app-header.31fb224c.css'] } };

  it("lists the app header's files, and the query library's, on the pages that show the header", () => {
    const header = [
      { href: '/709.c44e54f5.js', as: 'script' },
      { href: '/app-header.72f2a789.js', as: 'script' },
      { href: '/16.cf641225.js', as: 'script' },
      { href: '/app-header.31fb224c.css', as: 'style' },
    ];
    expect(shellPreloads(SHELL_CHUNKS, '/dashboard')).toEqual(header);
    expect(shellPreloads(SHELL_CHUNKS, '/platform/investors')).toEqual(header);
    expect(shellPreloads(SHELL_CHUNKS, '/no-such-page')).toEqual(header);
  });

  it('lists nothing on the landing page and the demos, which have headers of their own', () => {
    for (const path of ['/', '/demo', '/agentic/']) expect(shellPreloads(SHELL_CHUNKS, path)).toEqual([]);
  });

  it.each([null, 'text', [], {}, { 'app-header': 'x' }, { 'app-header': { js: [7], css: null } }])('lists nothing readable from an unreadable map (%j)', (map) => {
    expect(shellPreloads(map, '/dashboard')).toEqual([]);
  });
});

describe('shellPage', () => {
  const INDEX = '<!doctype html><html><head><title>Founder</title><script defer src="/main.1.js"></script></head><body></body></html>';

  it('inlines the manifest as a JSON data block and the preloads before </head>', () => {
    const page = shellPage(INDEX, '{ "remotes": {} }', [
      { href: '/api/auth/me', as: 'fetch', withCredentials: true },
      { href: '/remotes/a/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/a/remoteEntry.js', as: 'script' },
      { href: '/remotes/a/x.css', as: 'style' },
    ]);
    expect(page).toBe(
      '<!doctype html><html><head><title>Founder</title><script defer src="/main.1.js"></script>' +
        '<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials">' +
        '<link rel="preload" href="/remotes/a/mf-manifest.json" as="fetch" crossorigin>' +
        '<link rel="preload" href="/remotes/a/remoteEntry.js" as="script">' +
        '<link rel="preload" href="/remotes/a/x.css" as="style">' +
        '<script type="application/json" id="remotes-manifest">{"remotes":{}}</script></head><body></body></html>',
    );
  });

  it('cannot be broken out of: "<" in the manifest and quotes in a URL are escaped', () => {
    const manifest = JSON.stringify({ remotes: { 'mfe-demos': { stable: '/x</script><script>alert(1)</script>' } } });
    const page = shellPage(INDEX, manifest, [{ href: '/a"><script>', as: 'script' }]);
    expect(page).not.toContain('</script><script>');
    expect(page).toContain('<link rel="preload" href="/a&quot;&gt;&lt;script&gt;" as="script">');
    const json = /<script type="application\/json" id="remotes-manifest">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(JSON.parse(manifest));
  });
});
