import { BROWSER_SESSION_TTL_MS, REMEMBERED_SESSION_TTL_MS, sessionCookieOptions, sessionTtlMs } from './session-cookie-options';

describe('sessionCookieOptions', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and lasts 30 days when remembered', () => {
    expect(sessionCookieOptions({ secure: false, persistent: true })).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
      maxAge: 30 * 24 * 60 * 60 * 1000,
    });
  });

  it('is a browser-session cookie (no Max-Age) when not remembered', () => {
    expect(sessionCookieOptions({ secure: true, persistent: false })).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: true });
  });

  it('keeps a remembered session 30 days and another one day on the server', () => {
    expect(sessionTtlMs(true)).toBe(REMEMBERED_SESSION_TTL_MS);
    expect(sessionTtlMs(false)).toBe(BROWSER_SESSION_TTL_MS);
    expect(BROWSER_SESSION_TTL_MS).toBe(86_400_000);
  });
});
