import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { AFTER_FIRST_PAINT_PATH } from '../src/static/after-first-paint-script';
import { canonicalJsonHash, PRERENDERED_FOLDER, snapshotFileName, textHash, type PrerenderedSnapshot } from '../src/static/prerendered-snapshot';
import { SHELL_INDEX_HTML, STABLE_MANIFEST, startGateway, type GatewayUnderTest } from './support/gateway-under-test';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const ENTRY = '/remotes/mfe-ideas/1.0.0/mf-manifest.json';
const SNAPSHOT_ELEMENT = '<div id="prerendered" inert aria-hidden="true"><main><h1>Submit Your Idea</h1></main></div><div id="root">';

describe('gateway: prerendered first screens', () => {
  let gateway: GatewayUnderTest;
  let mfManifestFile: string;
  let mfManifestText: string;

  function writeSnapshot(overrides: Partial<PrerenderedSnapshot> = {}): void {
    const snapshot: PrerenderedSnapshot = {
      path: '/submit-idea',
      shell: textHash(SHELL_INDEX_HTML),
      entry: ENTRY,
      remoteManifest: canonicalJsonHash(JSON.parse(mfManifestText)),
      htmlAttributes: { 'data-mantine-color-scheme': 'light' },
      stylesheets: ['/remotes/mfe-ideas/1.0.0/page.12345678.css'],
      styles: [{ attributes: { 'data-mantine-styles': 'true' }, css: ':root{--mantine-scale:1}' }],
      markup: '<main><h1>Submit Your Idea</h1></main>',
      ...overrides,
    };
    const folder = join(gateway.staticRoot, PRERENDERED_FOLDER);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, snapshotFileName('/submit-idea')), JSON.stringify([snapshot]));
  }

  const page = (path: string, cookie = 'founder_bucket=50') => request(gateway.url).get(path).set('accept', HTML).set('cookie', cookie).expect(200);

  beforeAll(async () => {
    gateway = await startGateway();
    mfManifestFile = join(gateway.staticRoot, 'mfe-ideas/1.0.0/mf-manifest.json');
    mfManifestText = readFileSync(mfManifestFile, 'utf8');
  });

  beforeEach(() => writeSnapshot());

  afterEach(() => {
    writeFileSync(gateway.manifestPath, JSON.stringify(STABLE_MANIFEST));
    writeFileSync(mfManifestFile, mfManifestText);
    writeFileSync(join(gateway.staticRoot, 'shell/index.html'), SHELL_INDEX_HTML);
  });

  afterAll(async () => {
    rmSync(join(gateway.staticRoot, PRERENDERED_FOLDER), { recursive: true, force: true });
    await gateway.close();
  });

  it('gives a visitor without a session the snapshot before #root, its styles in <head>, and says the page varies by cookie', async () => {
    const response = await page('/submit-idea');
    expect(response.text).toContain(SNAPSHOT_ELEMENT);
    expect(response.text).toContain('<html data-mantine-color-scheme="light">');
    expect(response.text).toContain(
      '<link rel="stylesheet" href="/remotes/mfe-ideas/1.0.0/page.12345678.css"><style data-mantine-styles="true">:root{--mantine-scale:1}</style>' +
        '<style>#prerendered~#root{position:fixed;inset:0;overflow:hidden;visibility:hidden;pointer-events:none}</style></head>',
    );
    expect(response.headers.vary).toMatch(/\bCookie\b/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    // A first visit too (no cookie at all: the bucket is drawn here, and this remote has one entry).
    expect((await request(gateway.url).get('/submit-idea').set('accept', HTML).expect(200)).text).toContain(SNAPSHOT_ELEMENT);
  });

  it('runs the shell\'s start-up scripts after the first paint, from a script served with long caching', async () => {
    const index = SHELL_INDEX_HTML.replace('</head>', '<script defer fetchpriority="high" src="/react-dom.1a2b3c4d.js"></script><script defer fetchpriority="high" src="/main.5e6f7a8b.js"></script></head>');
    writeFileSync(join(gateway.staticRoot, 'shell/index.html'), index);
    writeSnapshot({ shell: textHash(index) });
    const response = await page('/submit-idea');
    expect(response.text).toContain(
      '<link rel="preload" as="script" href="/react-dom.1a2b3c4d.js" fetchpriority="low" data-after-first-paint>' +
        '<link rel="preload" as="script" href="/main.5e6f7a8b.js" fetchpriority="low" data-after-first-paint>',
    );
    expect(response.text).toContain(`<script defer src="${AFTER_FIRST_PAINT_PATH}"></script>`);
    expect(response.text).not.toContain('<script defer fetchpriority="high"');
    // Signed in, there is no snapshot to paint first: the scripts stay as the build wrote them.
    expect((await page('/submit-idea', 'founder_bucket=50; founder_session=abc')).text).toContain('<script defer fetchpriority="high" src="/main.5e6f7a8b.js"></script>');

    const script = await request(gateway.url).get(AFTER_FIRST_PAINT_PATH).expect(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.text).toContain("document.querySelectorAll('link[data-after-first-paint]')");
    expect(AFTER_FIRST_PAINT_PATH).toMatch(/^\/after-first-paint\.[0-9a-f]{8}\.js$/);
  });

  it('gives none with a session cookie, and its ETag differs from the anonymous page', async () => {
    const anonymous = await page('/submit-idea');
    const signedIn = await page('/submit-idea', 'founder_bucket=50; founder_session=abc');
    expect(signedIn.text).not.toContain('id="prerendered"');
    expect(signedIn.text).toContain('<div id="root"></div>');
    expect(signedIn.headers.etag).not.toBe(anonymous.headers.etag);
    await request(gateway.url).get('/submit-idea').set('accept', HTML).set('cookie', 'founder_bucket=50; founder_session=abc').set('if-none-match', anonymous.headers.etag).expect(200);
  });

  it('gives none with a query string, nor on a path it was not taken for', async () => {
    expect((await page('/submit-idea?step=2')).text).not.toContain('id="prerendered"');
    expect((await page('/submit-idea/other')).text).not.toContain('id="prerendered"');
    expect((await page('/business-plan')).text).not.toContain('id="prerendered"');
  });

  it('gives none once the remote is deployed alone, the shell is released, or the bucket gets another entry', async () => {
    writeFileSync(mfManifestFile, JSON.stringify({ ...JSON.parse(mfManifestText), id: 'rebuilt' }));
    expect((await page('/submit-idea')).text).not.toContain('id="prerendered"');
    writeFileSync(mfManifestFile, mfManifestText);
    expect((await page('/submit-idea')).text).toContain(SNAPSHOT_ELEMENT);

    writeFileSync(join(gateway.staticRoot, 'shell/index.html'), SHELL_INDEX_HTML.replace('Founder', 'Founder 2'));
    expect((await page('/submit-idea')).text).not.toContain('id="prerendered"');
    writeFileSync(join(gateway.staticRoot, 'shell/index.html'), SHELL_INDEX_HTML);

    const canary = { remotes: { 'mfe-ideas': { stable: ENTRY, canary: { entry: '/remotes/mfe-ideas/1.1.0/mf-manifest.json', percentage: 10 } } } };
    writeFileSync(gateway.manifestPath, JSON.stringify(canary));
    expect((await page('/submit-idea', 'founder_bucket=9')).text).not.toContain('id="prerendered"');
    expect((await page('/submit-idea', 'founder_bucket=10')).text).toContain(SNAPSHOT_ELEMENT);
  });

  it("gives the idea tools' empty state only to a browser that stores no idea selection", async () => {
    writeSnapshot({ readsStoredIdea: true });
    expect((await page('/submit-idea', 'founder_bucket=50; founder_stored_idea=0')).text).toContain(SNAPSHOT_ELEMENT);
    expect((await request(gateway.url).get('/submit-idea').set('accept', HTML).expect(200)).text).toContain(SNAPSHOT_ELEMENT);
    expect((await page('/submit-idea', 'founder_bucket=50; founder_stored_idea=1')).text).not.toContain('id="prerendered"');
    // Stored before the cookie existed, as far as the gateway can tell.
    expect((await page('/submit-idea', 'founder_bucket=50')).text).not.toContain('id="prerendered"');
  });

  it('serves the page without it, and logs why, when the snapshot file is unreadable', async () => {
    writeFileSync(join(gateway.staticRoot, PRERENDERED_FOLDER, snapshotFileName('/submit-idea')), '[{"path":');
    expect((await page('/submit-idea')).text).not.toContain('id="prerendered"');
    expect(gateway.logs()).toContain('unreadable prerendered snapshot: page served without it');
  });

  it('never serves the snapshots as files', async () => {
    await request(gateway.url).get(`/${PRERENDERED_FOLDER}/${encodeURIComponent(snapshotFileName('/submit-idea'))}`).set('accept', '*/*').expect(404);
  });
});
