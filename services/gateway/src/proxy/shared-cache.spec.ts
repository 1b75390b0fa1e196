import { SHARED_CACHE_MAX_BODY_BYTES, SharedAnswerCache, sharedLifetimeMs, sharedMaxAgeSeconds } from './shared-cache';

describe('sharedMaxAgeSeconds', () => {
  it("is the s-maxage of an answer marked public, in any spelling", () => {
    expect(sharedMaxAgeSeconds('public, max-age=0, s-maxage=1')).toBe(1);
    expect(sharedMaxAgeSeconds('S-MAXAGE=30,PUBLIC')).toBe(30);
    expect(sharedMaxAgeSeconds('public, s-maxage="5"')).toBe(5);
  });

  it('is 0 without public, without s-maxage, or when anything forbids sharing', () => {
    expect(sharedMaxAgeSeconds('s-maxage=60')).toBe(0);
    expect(sharedMaxAgeSeconds('public, max-age=60')).toBe(0);
    expect(sharedMaxAgeSeconds('public, s-maxage=60, private')).toBe(0);
    expect(sharedMaxAgeSeconds('public, s-maxage=60, no-store')).toBe(0);
    expect(sharedMaxAgeSeconds('public, s-maxage=60, no-cache')).toBe(0);
    expect(sharedMaxAgeSeconds('no-store')).toBe(0);
    expect(sharedMaxAgeSeconds(undefined)).toBe(0);
    expect(sharedMaxAgeSeconds(['public, s-maxage=60'])).toBe(0);
  });
});

describe('sharedLifetimeMs', () => {
  const shareable = { 'cache-control': 'public, max-age=0, s-maxage=2', 'content-length': '11', 'content-type': 'application/json' };

  it("keeps a public GET answered 200 for its s-maxage", () => {
    expect(sharedLifetimeMs('GET', 200, shareable)).toBe(2000);
  });

  it('never keeps another method, another status, a cookie, a Vary, an unknown or too large length', () => {
    expect(sharedLifetimeMs('HEAD', 200, shareable)).toBe(0);
    expect(sharedLifetimeMs('POST', 200, shareable)).toBe(0);
    expect(sharedLifetimeMs('GET', 404, shareable)).toBe(0);
    expect(sharedLifetimeMs('GET', 200, { ...shareable, 'set-cookie': ['founder_owner=x'] })).toBe(0);
    expect(sharedLifetimeMs('GET', 200, { ...shareable, vary: 'cookie' })).toBe(0);
    expect(sharedLifetimeMs('GET', 200, { ...shareable, 'content-length': undefined })).toBe(0);
    expect(sharedLifetimeMs('GET', 200, { ...shareable, 'content-length': String(SHARED_CACHE_MAX_BODY_BYTES + 1) })).toBe(0);
  });

  it("never keeps a personal answer (the gateway's no-store default)", () => {
    expect(sharedLifetimeMs('GET', 200, { ...shareable, 'cache-control': 'no-store' })).toBe(0);
  });
});

describe('SharedAnswerCache', () => {
  let clock = 0;
  const now = () => clock;
  const body = Buffer.from('{"count":7}');
  const headers = { 'content-type': 'application/json' };

  beforeEach(() => {
    clock = 10_000;
  });

  it('answers the same method and URL until the lifetime is over, with its age in whole seconds', () => {
    const cache = new SharedAnswerCache(10, now);
    cache.store('GET', '/api/waitlist/count', headers, body, 2000);
    clock += 1999;
    expect(cache.lookup('GET', '/api/waitlist/count', undefined)).toEqual({ answer: { headers, body, storedAt: 10_000 }, ageSeconds: 1 });
    expect(cache.lookup('GET', '/api/waitlist/count?registered=true', undefined)).toBeUndefined();
    clock += 1;
    expect(cache.lookup('GET', '/api/waitlist/count', undefined)).toBeUndefined();
  });

  it('is bypassed by a client that asks for a fresh answer', () => {
    const cache = new SharedAnswerCache(10, now);
    cache.store('GET', '/a', headers, body, 1000);
    expect(cache.lookup('GET', '/a', 'no-cache')).toBeUndefined();
    expect(cache.lookup('GET', '/a', 'max-age=0, no-store')).toBeUndefined();
    expect(cache.lookup('GET', '/a', 'max-age=0')).toBeDefined();
  });

  it('holds at most its number of entries, the oldest going first', () => {
    const cache = new SharedAnswerCache(2, now);
    for (const url of ['/a', '/b', '/c']) cache.store('GET', url, headers, body, 1000);
    expect(cache.lookup('GET', '/a', undefined)).toBeUndefined();
    expect(cache.lookup('GET', '/c', undefined)).toBeDefined();
  });

  it('keeps nothing when it has no entries (SHARED_CACHE_ENTRIES=0)', () => {
    const cache = new SharedAnswerCache(0, now);
    cache.store('GET', '/a', headers, body, 1000);
    expect(cache.enabled).toBe(false);
    expect(cache.lookup('GET', '/a', undefined)).toBeUndefined();
  });
});
