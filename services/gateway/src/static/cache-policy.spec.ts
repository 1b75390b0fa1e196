import { LONG_CACHE, REVALIDATE, SHORT_CACHE, cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it('caches content-hashed files for a year', () => {
    expect(cacheControlFor('main.3f2a9c1b.js')).toBe(LONG_CACHE);
    expect(cacheControlFor('mfe-ideas/1.0.0/src_routes_tsx.0a1b2c3d.js')).toBe(LONG_CACHE);
    expect(cacheControlFor('styles.deadbeef.css')).toBe(LONG_CACHE);
    expect(cacheControlFor('vendor-0123456789abcdef.js')).toBe(LONG_CACHE);
  });

  it("caches a remote's entry points for 10 seconds", () => {
    expect(cacheControlFor('mfe-account/1.0.0/remoteEntry.js')).toBe(SHORT_CACHE);
    expect(cacheControlFor('mfe-account/1.0.0/mf-manifest.json')).toBe(SHORT_CACHE);
    expect(cacheControlFor('mfe-account/1.0.0/route-chunks.json')).toBe(SHORT_CACHE);
    expect(SHORT_CACHE).toBe('public, max-age=10, must-revalidate');
  });

  it("makes the shell's index.html revalidate every time", () => {
    expect(cacheControlFor('index.html')).toBe(REVALIDATE);
    expect(REVALIDATE).toBe('no-cache');
  });

  it('makes other files without a hash revalidate', () => {
    expect(cacheControlFor('favicon.ico')).toBe(REVALIDATE);
    expect(cacheControlFor('main.js')).toBe(REVALIDATE);
    expect(cacheControlFor('12345.js')).toBe(REVALIDATE);
    expect(cacheControlFor('logo.abc.png')).toBe(REVALIDATE);
  });
});
