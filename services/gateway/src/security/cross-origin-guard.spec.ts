import { allowedOrigins, canonicalOrigin, isForeignOrigin } from './cross-origin-guard';

describe('canonicalOrigin', () => {
  it('lower-cases and drops default ports and paths', () => {
    expect(canonicalOrigin('HTTP://LocalHost:80/some/path')).toBe('http://localhost');
    expect(canonicalOrigin('https://example.com:443')).toBe('https://example.com');
    expect(canonicalOrigin('http://localhost:4200')).toBe('http://localhost:4200');
  });

  it('is null for opaque or non-http origins', () => {
    expect(canonicalOrigin('null')).toBeNull();
    expect(canonicalOrigin('file:///etc')).toBeNull();
    expect(canonicalOrigin('chrome-extension://abc')).toBeNull();
    expect(canonicalOrigin('')).toBeNull();
  });
});

describe('isForeignOrigin', () => {
  const own = ['http://localhost:4200'];

  it('accepts the same origin, whatever its spelling', () => {
    expect(isForeignOrigin('http://localhost:4200', own)).toBe(false);
    expect(isForeignOrigin('HTTP://LOCALHOST:4200', own)).toBe(false);
  });

  it('refuses another host, port or scheme', () => {
    expect(isForeignOrigin('http://evil.example', own)).toBe(true);
    expect(isForeignOrigin('http://localhost:4201', own)).toBe(true);
    expect(isForeignOrigin('https://localhost:4200', own)).toBe(true);
    expect(isForeignOrigin('http://localhost:4200.evil.example', own)).toBe(true);
  });

  it('refuses the opaque origin "null" and garbage', () => {
    expect(isForeignOrigin('null', own)).toBe(true);
    expect(isForeignOrigin('not a url', own)).toBe(true);
  });

  it('accepts any of several allowed origins (the public origin behind a proxy)', () => {
    expect(isForeignOrigin('https://founder.example', [...own, 'https://founder.example'])).toBe(false);
  });
});

describe('allowedOrigins: from configuration, never from the request', () => {
  it('is PUBLIC_ORIGIN alone when it is set', () => {
    expect(allowedOrigins('https://founder.example', '0.0.0.0', 4200)).toEqual(['https://founder.example']);
  });

  it('is the loopback names with the port for a loopback or all-interfaces listen address', () => {
    const loopback = ['http://localhost:4200', 'http://127.0.0.1:4200', 'http://[::1]:4200'];
    expect(allowedOrigins(null, '127.0.0.1', 4200)).toEqual(loopback);
    expect(allowedOrigins(null, '0.0.0.0', 4200)).toEqual(loopback);
    expect(allowedOrigins(null, '::', 4200)).toEqual(loopback);
  });

  it('is the listen address itself otherwise', () => {
    expect(allowedOrigins(null, '10.0.0.5', 8080)).toEqual(['http://10.0.0.5:8080']);
    expect(allowedOrigins(null, 'fd00::5', 8080)).toEqual(['http://[fd00::5]:8080']);
  });
});
