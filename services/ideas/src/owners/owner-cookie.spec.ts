import { browserIdFrom, ownerCookie } from './owner-cookie';

const id = '6f1c2b9e-8a4d-4c3e-9b2a-1d2e3f4a5b6c';

describe('owner cookie', () => {
  it('reads the browser id among other cookies', () => {
    expect(browserIdFrom(`theme=dark; founder_owner=${id}; other=1`)).toBe(id);
    expect(browserIdFrom(`founder_owner=${id.toUpperCase()}`)).toBe(id);
  });

  it('ignores a missing cookie, a look-alike name and a value we could not have set', () => {
    expect(browserIdFrom(undefined)).toBeNull();
    expect(browserIdFrom(`xfounder_owner=${id}`)).toBeNull();
    expect(browserIdFrom('founder_owner=../../etc')).toBeNull();
    expect(browserIdFrom("founder_owner=1' OR '1'='1")).toBeNull();
  });

  it('is HttpOnly, SameSite=Lax, for /api, a year long, and Secure only over HTTPS', () => {
    expect(ownerCookie(id, false)).toBe(`founder_owner=${id}; Path=/api; Max-Age=31536000; HttpOnly; SameSite=Lax`);
    expect(ownerCookie(id, true)).toBe(`founder_owner=${id}; Path=/api; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`);
  });
});
