import { AFTER_FIRST_PAINT_PATH } from './after-first-paint-script';
import { storesNoIdea, wantsSnapshot, withSnapshot } from './prerendered-page';
import type { PrerenderedSnapshot } from './prerendered-snapshot';

describe('wantsSnapshot', () => {
  it('is true for a GET of a page without a query string and without a session cookie', () => {
    expect(wantsSnapshot('GET', '/dashboard', undefined)).toBe(true);
    expect(wantsSnapshot('GET', '/', 'founder_bucket=42; other=1')).toBe(true);
  });

  it('is false with a session cookie, even one auth would refuse', () => {
    expect(wantsSnapshot('GET', '/dashboard', 'founder_bucket=42; founder_session=abc')).toBe(false);
    expect(wantsSnapshot('GET', '/dashboard', 'founder_session=expired-or-forged')).toBe(false);
  });

  it('is false with a query string, even an empty one, and for other methods', () => {
    expect(wantsSnapshot('GET', '/business-plan?share=abc', undefined)).toBe(false);
    expect(wantsSnapshot('GET', '/app?', undefined)).toBe(false);
    expect(wantsSnapshot('HEAD', '/', undefined)).toBe(false);
  });
});

const PAGE =
  '<!doctype html><html lang="en"><head><title>Founder Platform</title><link rel="preload" href="/a.css" as="style"></head><body><div id="root"></div></body></html>';
const SCRIPTS =
  '<link as="script" href="/1.js" rel="preload"><script defer fetchpriority="high" src="/main.js"></script><link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials">' +
  '<link rel="preload" href="/r/remoteEntry.js" as="script"><script type="application/json" id="remotes-manifest">{}</script>';
const SNAPSHOT: PrerenderedSnapshot = {
  path: '/',
  shell: 'shell-hash',
  entry: '/remotes/mfe-demos/1.0.0/mf-manifest.json',
  remoteManifest: 'manifest-hash',
  htmlAttributes: { 'data-mantine-color-scheme': 'light' },
  stylesheets: ['/a.css', '/remotes/mfe-demos/1.0.0/b.css'],
  styles: [{ attributes: { 'data-mantine-styles': 'true' }, css: ':root{--x:1}' }],
  markup: '<main><h1>Six AI agents</h1></main>',
};

describe('withSnapshot', () => {
  it("puts the snapshot before #root, its styles render-blocking in <head>, and Mantine's attributes on <html>", () => {
    expect(withSnapshot(PAGE, SNAPSHOT)).toBe(
      '<!doctype html><html data-mantine-color-scheme="light" lang="en"><head><title>Founder Platform</title><link rel="preload" href="/a.css" as="style">' +
        '<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/remotes/mfe-demos/1.0.0/b.css"><style data-mantine-styles="true">:root{--x:1}</style>' +
        '<style>#prerendered~#root{position:fixed;inset:0;overflow:hidden;visibility:hidden;pointer-events:none}</style></head>' +
        '<body><div id="prerendered" inert aria-hidden="true"><main><h1>Six AI agents</h1></main></div><div id="root"></div></body></html>',
    );
  });

  it("names a stylesheet the way the build's CSS chunk loader looks for it, and does not repeat the shell's own", () => {
    const page = PAGE.replace('</head>', '<link href="/a.css" rel="stylesheet"></head>');
    const html = withSnapshot(page, { ...SNAPSHOT, stylesheetChunks: { '/remotes/mfe-demos/1.0.0/b.css': 'mfe_demos:chunk-42' } });
    expect(html.match(/href="\/a\.css" rel="stylesheet"|rel="stylesheet" href="\/a\.css"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" href="/remotes/mfe-demos/1.0.0/b.css" data-rspack="mfe_demos:chunk-42"><style data-mantine-styles="true">');
  });

  it('runs the start-up scripts after the first paint, and asks for every script at low priority', () => {
    const html = withSnapshot(PAGE.replace('</head>', `${SCRIPTS}</head>`), SNAPSHOT);
    expect(html).toContain(
      '<link as="script" href="/1.js" rel="preload" fetchpriority="low"><link rel="preload" as="script" href="/main.js" fetchpriority="low" data-after-first-paint>' +
        '<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials">' +
        '<link rel="preload" href="/r/remoteEntry.js" as="script" fetchpriority="low"><script type="application/json" id="remotes-manifest">{}</script>' +
        `<script defer src="${AFTER_FIRST_PAINT_PATH}"></script><link rel="stylesheet" href="/a.css">`,
    );
    expect(html.match(/<script\b[^>]*\ssrc=/g)).toEqual([`<script defer src=`]);
  });

  it('adds no start-up script to a page without scripts', () => {
    expect(withSnapshot(PAGE, SNAPSHOT)).not.toContain(AFTER_FIRST_PAINT_PATH);
  });

  it('writes an attribute <html> already has once', () => {
    const html = withSnapshot(PAGE.replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">'), SNAPSHOT);
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light"><head>');
  });

  it('escapes attribute values, drops odd attribute names, and cannot close a style element early', () => {
    const html = withSnapshot(PAGE, {
      ...SNAPSHOT,
      htmlAttributes: { 'data-x': '"><script>alert(1)</script>', 'on load': 'x', 'data-y': 'a&b' },
      stylesheets: ['/a.css"><script>'],
      styles: [{ attributes: { media: 'screen"x' }, css: 'a{}</style><script>alert(1)</script>' }],
    });
    expect(html).toContain('<html data-x="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" data-y="a&amp;b" lang="en">');
    expect(html).toContain('<link rel="stylesheet" href="/a.css&quot;&gt;&lt;script&gt;">');
    expect(html).toContain('<style media="screen&quot;x">a{}<\\/style><script>alert(1)<\\/script></style>');
    expect(html).not.toContain('on load');
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('leaves a page without #root unchanged', () => {
    expect(withSnapshot('<html><head></head><body></body></html>', SNAPSHOT)).toBe('<html><head></head><body></body></html>');
  });
});

describe('storesNoIdea', () => {
  it("is true when the browser's cookie says it stores no idea selection, or on a first visit (none of our cookies)", () => {
    expect(storesNoIdea('founder_bucket=42; founder_stored_idea=0')).toBe(true);
    expect(storesNoIdea(undefined)).toBe(true);
    expect(storesNoIdea('someone_else=1')).toBe(true);
  });

  it('is false when it stores one, or may have stored one before the cookie existed', () => {
    expect(storesNoIdea('founder_bucket=42; founder_stored_idea=1')).toBe(false);
    expect(storesNoIdea('founder_stored_idea=1')).toBe(false);
    expect(storesNoIdea('founder_bucket=42')).toBe(false);
    expect(storesNoIdea('other=1; founder_owner=abc')).toBe(false);
  });
});
