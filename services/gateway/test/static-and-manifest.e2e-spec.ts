import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { SHELL_INDEX_HTML, STABLE_MANIFEST, startGateway, type GatewayUnderTest } from './support/gateway-under-test';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The session check every page makes, preloaded with the cookies apiFetch sends. */
const SESSION_PRELOAD = '<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials">';

/** The shell's index.html as the gateway serves it: the session check and the remote's files preloaded, the manifest inlined, then </head>. */
function servedShell(manifest: unknown, preloads = ''): string {
  return SHELL_INDEX_HTML.replace('</head>', `${SESSION_PRELOAD}${preloads}<script type="application/json" id="remotes-manifest">${JSON.stringify(manifest)}</script></head>`);
}

const IDEAS_PRELOADS =
  '<link rel="preload" href="/remotes/mfe-ideas/1.0.0/mf-manifest.json" as="fetch" crossorigin>' +
  '<link rel="preload" href="/remotes/mfe-ideas/1.0.0/remoteEntry.js" as="script">' +
  '<link rel="preload" href="/remotes/mfe-ideas/1.0.0/src_routes_tsx.0a1b2c3d.js" as="script">';

describe('gateway: frontends and the runtime manifest', () => {
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    gateway = await startGateway();
  });

  afterAll(async () => {
    await gateway.close();
  });

  describe('/remotes.json', () => {
    afterEach(() => writeFileSync(gateway.manifestPath, JSON.stringify(STABLE_MANIFEST)));

    it('serves the manifest file, cached for 10 s at most', async () => {
      const response = await request(gateway.url).get('/remotes.json').expect(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=10, must-revalidate');
      expect(response.body).toEqual(STABLE_MANIFEST);
    });

    it('serves an edit of the file on the very next request, with no restart', async () => {
      await request(gateway.url).get('/remotes.json').expect(200);
      const canary = { remotes: { 'mfe-ideas': { stable: '/remotes/mfe-ideas/1.0.0/mf-manifest.json', canary: { entry: '/remotes/mfe-ideas/1.1.0/mf-manifest.json', percentage: 10 } } } };
      writeFileSync(gateway.manifestPath, JSON.stringify(canary));
      expect((await request(gateway.url).get('/remotes.json').expect(200)).body).toEqual(canary);
      // Same size, same instant: still seen.
      const sameSize = JSON.stringify(canary).replace('10', '20');
      writeFileSync(gateway.manifestPath, sameSize);
      expect((await request(gateway.url).get('/remotes.json').expect(200)).text).toBe(sameSize);
    });

    it('keeps serving the last valid manifest, and logs why, when an edit is not valid', async () => {
      const canary = { remotes: { 'mfe-ideas': { stable: '/remotes/mfe-ideas/1.0.0/mf-manifest.json', canary: { entry: '/remotes/mfe-ideas/1.1.0/mf-manifest.json', percentage: 10 } } } };
      writeFileSync(gateway.manifestPath, JSON.stringify(canary));
      expect((await request(gateway.url).get('/remotes.json').expect(200)).body).toEqual(canary);

      const invalidEdits: Array<[string, string]> = [
        ['{"remotes": ', 'JSON'],
        [JSON.stringify({ remotes: { 'mfe-other': { stable: '/x.json' } } }), 'Invalid remote manifest: unknown remote \\"mfe-other\\"'],
        [JSON.stringify({ remotes: { 'mfe-ideas': { stable: '/x.json', canary: { entry: '/y.json', percentage: 101 } } } }), 'remotes.mfe-ideas.canary.percentage must be an integer from 0 to 100'],
      ];
      for (const [text, reason] of invalidEdits) {
        writeFileSync(gateway.manifestPath, text);
        const response = await request(gateway.url).get('/remotes.json').expect(200);
        expect(response.body).toEqual(canary);
        expect(response.headers['cache-control']).toBe('public, max-age=10, must-revalidate');
        expect(gateway.logs()).toContain(reason);
      }
      rmSync(gateway.manifestPath);
      expect((await request(gateway.url).get('/remotes.json').expect(200)).body).toEqual(canary);
      expect(gateway.logs()).toContain('ENOENT');
      expect(gateway.logs()).toContain('the remote manifest is not valid; serving the last valid one');

      // A valid edit is served again at once.
      writeFileSync(gateway.manifestPath, JSON.stringify(STABLE_MANIFEST));
      expect((await request(gateway.url).get('/remotes.json').expect(200)).body).toEqual(STABLE_MANIFEST);
    });

    it('answers 503 JSON, and logs why, while no valid manifest has been read', async () => {
      const fresh = await startGateway();
      try {
        writeFileSync(fresh.manifestPath, JSON.stringify({ remotes: { 'mfe-ideas': {} } }));
        const invalid = await request(fresh.url).get('/remotes.json').expect(503);
        expect(invalid.body).toEqual({ statusCode: 503, message: 'The remote manifest is unavailable' });
        rmSync(fresh.manifestPath);
        const missing = await request(fresh.url).get('/remotes.json').expect(503);
        expect(missing.body).toEqual({ statusCode: 503, message: 'The remote manifest is unavailable' });
        expect(fresh.logs()).toContain('the remote manifest cannot be served');
        expect(fresh.logs()).toContain('remotes.mfe-ideas.stable must be a path starting with');
        expect(fresh.logs()).toContain('ENOENT');
      } finally {
        await fresh.close();
      }
    });
  });

  describe('the shell and page routes', () => {
    it('serves the shell at / and its files at /<file>', async () => {
      const index = await request(gateway.url).get('/').expect(200);
      expect(index.text).toBe(servedShell(STABLE_MANIFEST));
      expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
      const script = await request(gateway.url).get('/main.3f2a9c1b.js').expect(200);
      expect(script.text).toBe('console.log("shell");');
      expect(script.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    });

    it.each([
      ['/business-plan', IDEAS_PRELOADS, 200],
      ['/submit-idea/step?x=1', IDEAS_PRELOADS, 200],
      ['/no-such-page', '', 404],
      ['/platformx', '', 404],
      ['/index.html', '', 404],
      ['/events-networking/anything/deep', '', 200],
    ])('answers %s with the shell index.html, the manifest inlined and the owning remote, if listed, preloaded (a path no area owns: 404, the shell renders its 404 page)', async (path, preloads, status) => {
      const response = await request(gateway.url).get(path).set('accept', HTML).set('cookie', 'founder_bucket=50').expect(status);
      expect(response.text).toBe(servedShell(STABLE_MANIFEST, preloads));
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    describe('the first screen', () => {
      const CANARY = {
        remotes: { 'mfe-ideas': { stable: '/remotes/mfe-ideas/1.0.0/mf-manifest.json', canary: { entry: '/remotes/mfe-ideas/1.1.0/mf-manifest.json', percentage: 10 } } },
      };
      afterEach(() => writeFileSync(gateway.manifestPath, JSON.stringify(STABLE_MANIFEST)));

      it('inlines an edit of the manifest in the very next page, and preloads the entry of the browser bucket', async () => {
        writeFileSync(gateway.manifestPath, JSON.stringify(CANARY));
        const canary = await request(gateway.url).get('/pitch-deck').set('accept', HTML).set('cookie', 'founder_bucket=9').expect(200);
        // The canary build is not deployed in this fixture: only its manifest is announced.
        expect(canary.text).toBe(servedShell(CANARY, '<link rel="preload" href="/remotes/mfe-ideas/1.1.0/mf-manifest.json" as="fetch" crossorigin>'));
        const stable = await request(gateway.url).get('/pitch-deck').set('accept', HTML).set('cookie', 'founder_bucket=10').expect(200);
        expect(stable.text).toBe(servedShell(CANARY, IDEAS_PRELOADS));
      });

      it('gives a browser without a bucket its bucket cookie, and preloads what that bucket chooses', async () => {
        writeFileSync(gateway.manifestPath, JSON.stringify(CANARY));
        const response = await request(gateway.url).get('/business-plan').set('accept', HTML).expect(200);
        const cookie = /^founder_bucket=(\d+); Max-Age=31536000; Path=\/; SameSite=Lax$/.exec(response.headers['set-cookie']?.[0] ?? '');
        expect(cookie).not.toBeNull();
        const entry = Number(cookie?.[1]) < 10 ? '/remotes/mfe-ideas/1.1.0/mf-manifest.json' : '/remotes/mfe-ideas/1.0.0/mf-manifest.json';
        expect(response.text).toContain(`<link rel="preload" href="${entry}" as="fetch" crossorigin>`);
      });

      it("preloads the current page's lazy chunks from the remote's route-chunks.json, read again on every page load", async () => {
        const routeChunks = join(gateway.staticRoot, 'mfe-ideas/1.0.0/route-chunks.json');
        const pages = (js: string) => JSON.stringify({ routes: [{ path: '/business-plan', js: [js], css: ['page.9abcdef0.css'] }, { path: '/pitch-deck', js: ['deck.11111111.js'], css: [] }] });
        const withPage = (js: string) =>
          servedShell(STABLE_MANIFEST, `${IDEAS_PRELOADS}<link rel="preload" href="/remotes/mfe-ideas/1.0.0/${js}" as="script"><link rel="preload" href="/remotes/mfe-ideas/1.0.0/page.9abcdef0.css" as="style">`);
        try {
          writeFileSync(routeChunks, pages('page.12345678.js'));
          const page = await request(gateway.url).get('/business-plan/').set('accept', HTML).set('cookie', 'founder_bucket=50').expect(200);
          expect(page.text).toBe(withPage('page.12345678.js'));
          // A new build of the remote alone: its next page load preloads the new files.
          writeFileSync(routeChunks, pages('page.0fedcba9.js'));
          const rebuilt = await request(gateway.url).get('/business-plan').set('accept', HTML).set('cookie', 'founder_bucket=50').expect(200);
          expect(rebuilt.text).toBe(withPage('page.0fedcba9.js'));
          // A path inside the area that no page declares: the remote's own preloads only.
          const unknown = await request(gateway.url).get('/submit-idea/step').set('accept', HTML).set('cookie', 'founder_bucket=50').expect(200);
          expect(unknown.text).toBe(servedShell(STABLE_MANIFEST, IDEAS_PRELOADS));
          const map = await request(gateway.url).get('/remotes/mfe-ideas/1.0.0/route-chunks.json').expect(200);
          expect(map.headers['cache-control']).toBe('public, max-age=10, must-revalidate');
        } finally {
          rmSync(routeChunks, { force: true });
        }
      });

      it("preloads the shell's app header and its query library from shell-chunks.json on the pages that show the header, read again on every page load", async () => {
        const shellChunks = join(gateway.staticRoot, 'shell/shell-chunks.json');
        const header = (js: string) => JSON.stringify({ 'app-header': { js: [js, '16.cf641225.js'], css: ['app-header.31fb224c.css'] } });
        const headerPreloads = (js: string) =>
          `<link rel="preload" href="/${js}" as="script"><link rel="preload" href="/16.cf641225.js" as="script"><link rel="preload" href="/app-header.31fb224c.css" as="style">`;
        try {
          writeFileSync(shellChunks, header('app-header.72f2a789.js'));
          const page = await request(gateway.url).get('/business-plan').set('accept', HTML).set('cookie', 'founder_bucket=50').expect(200);
          expect(page.text).toBe(servedShell(STABLE_MANIFEST, `${IDEAS_PRELOADS}${headerPreloads('app-header.72f2a789.js')}`));
          // A new build of the shell: the next page load preloads its files.
          writeFileSync(shellChunks, header('app-header.0fedcba9.js'));
          const notFound = await request(gateway.url).get('/no-such-page').set('accept', HTML).set('cookie', 'founder_bucket=50').expect(404);
          expect(notFound.text).toBe(servedShell(STABLE_MANIFEST, headerPreloads('app-header.0fedcba9.js')));
          // The landing page has its own header: nothing of the shell's.
          expect((await request(gateway.url).get('/').set('accept', HTML).set('cookie', 'founder_bucket=50').expect(200)).text).toBe(servedShell(STABLE_MANIFEST));
        } finally {
          rmSync(shellChunks, { force: true });
        }
      });

      it('keeps inlining the last valid manifest when an edit is not valid', async () => {
        await request(gateway.url).get('/').expect(200);
        writeFileSync(gateway.manifestPath, '{"remotes": ');
        expect((await request(gateway.url).get('/').expect(200)).text).toBe(servedShell(STABLE_MANIFEST));
      });

      it('serves index.html as it is while no valid manifest has been read (the shell then asks /remotes.json)', async () => {
        const fresh = await startGateway();
        try {
          rmSync(fresh.manifestPath);
          expect((await request(fresh.url).get('/business-plan').set('accept', HTML).expect(200)).text).toBe(SHELL_INDEX_HTML);
        } finally {
          await fresh.close();
        }
      });

      it('answers a revalidation of an unchanged page with 304', async () => {
        const first = await request(gateway.url).get('/business-plan').set('accept', HTML).set('cookie', 'founder_bucket=50').expect(200);
        await request(gateway.url).get('/business-plan').set('accept', HTML).set('cookie', 'founder_bucket=50').set('if-none-match', first.headers.etag).expect(304);
      });
    });

    it('answers a missing file asked for by a script (no text/html) with a JSON 404', async () => {
      const response = await request(gateway.url).get('/missing.1234abcd.js').set('accept', '*/*').expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'No route for GET /missing.1234abcd.js' });
    });

    it('answers other methods on pages with a JSON 404', async () => {
      expect((await request(gateway.url).post('/business-plan').set('accept', HTML).expect(404)).body).toEqual({
        statusCode: 404,
        message: 'No route for POST /business-plan',
      });
    });

    it('answers HEAD like GET, without a body', async () => {
      const response = await request(gateway.url).head('/waitlist').set('accept', HTML).expect(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toBeUndefined();
    });
  });

  describe('/remotes/<remote>/<path>', () => {
    it('serves a remote file', async () => {
      const response = await request(gateway.url).get('/remotes/mfe-ideas/1.0.0/remoteEntry.js').expect(200);
      expect(response.text).toBe('var mfe_ideas = {};');
    });

    it('compresses a large file for a browser that accepts it, and only then', async () => {
      const path = '/remotes/mfe-ideas/1.0.0/vendor.9f8e7d6c.js';
      const gzip = await request(gateway.url).get(path).set('accept-encoding', 'gzip').expect(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.text).toMatch(/^var vendor = \["a shared module", /);
      const brotli = await request(gateway.url).get(path).set('accept-encoding', 'br, gzip').buffer(true).parse((res, done) => {
        res.on('data', () => undefined);
        res.on('end', () => done(null, null));
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      const plain = await request(gateway.url).get(path).set('accept-encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text.length).toBeGreaterThan(3000);
    });

    it('sends the .br or .gz file made at build time as it is, and the plain file otherwise', async () => {
      const folder = join(gateway.staticRoot, 'mfe-ideas/1.0.0');
      writeFileSync(join(folder, 'app.0badc0de.js'), 'console.log("plain");');
      writeFileSync(join(folder, 'app.0badc0de.js.br'), brotliCompressSync('console.log("brotli, built once");'));
      writeFileSync(join(folder, 'app.0badc0de.js.gz'), gzipSync('console.log("gzip, built once");'));
      const path = '/remotes/mfe-ideas/1.0.0/app.0badc0de.js';
      const brotli = await request(gateway.url).get(path).set('accept-encoding', 'br, gzip').buffer(true).expect(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The client decodes the body: the text tells which of the three files was sent.
      expect(brotli.text).toBe('console.log("brotli, built once");');

      const gzip = await request(gateway.url).get(path).set('accept-encoding', 'gzip').buffer(true).expect(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.text).toBe('console.log("gzip, built once");');

      const plain = await request(gateway.url).get(path).set('accept-encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe('console.log("plain");');
    });

    it.each([
      '/remotes/mfe-ideas/1.0.0/missing.js',
      '/remotes/mfe-ideas/1.0.0',
      '/remotes/mfe-ideas',
      '/remotes/mfe-unknown/1.0.0/remoteEntry.js',
      '/remotes/shell/index.html',
      '/remotes/mfe-ideas/..%2f..%2fshell/index.html',
      '/remotes/mfe-ideas/1.0.0/%2e%2e/1.0.0/remoteEntry.js',
    ])('answers %s with a JSON 404, never the SPA fallback', async (path) => {
      const response = await request(gateway.url).get(path).set('accept', HTML).expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: `No route for GET ${path}` });
    });

    it('never serves dotfiles or anything outside the static root', async () => {
      writeFileSync(join(gateway.staticRoot, 'shell/.env'), 'SECRET=1');
      for (const path of ['/.env', '/%2e%2e/%2e%2e/deploy/remotes.json', '/..%2f..%2fdeploy/remotes.json']) {
        const response = await request(gateway.url).get(path).set('accept', '*/*');
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, message: `No route for GET ${path}` });
      }
    });
  });

  describe('Cache-Control', () => {
    it.each([
      ['/main.3f2a9c1b.js', 'public, max-age=31536000, immutable'],
      ['/remotes/mfe-ideas/1.0.0/src_routes_tsx.0a1b2c3d.js', 'public, max-age=31536000, immutable'],
      ['/remotes/mfe-ideas/1.0.0/remoteEntry.js', 'public, max-age=10, must-revalidate'],
      ['/remotes/mfe-ideas/1.0.0/mf-manifest.json', 'public, max-age=10, must-revalidate'],
      ['/', 'no-cache'],
      ['/favicon.ico', 'no-cache'],
    ])('%s -> %s', async (path, expected) => {
      const response = await request(gateway.url).get(path).expect(200);
      expect(response.headers['cache-control']).toBe(expected);
      expect(response.headers.etag).toBeDefined();
    });

    it('answers a revalidation with 304', async () => {
      const first = await request(gateway.url).get('/remotes/mfe-ideas/1.0.0/remoteEntry.js').expect(200);
      await request(gateway.url).get('/remotes/mfe-ideas/1.0.0/remoteEntry.js').set('if-none-match', first.headers.etag).expect(304);
    });
  });

  it('answers 503 for page routes while the shell is not built', async () => {
    const unbuilt = await startGateway();
    try {
      rmSync(join(unbuilt.staticRoot, 'shell'), { recursive: true });
      const response = await request(unbuilt.url).get('/dashboard').set('accept', HTML).expect(503);
      expect(response.body).toEqual({ statusCode: 503, message: 'The frontend is not built yet' });
    } finally {
      await unbuilt.close();
    }
  });
});
