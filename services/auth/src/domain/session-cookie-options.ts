/** A remembered session lasts 30 days, in the browser and in the sessions table. */
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A session that is not remembered ends when the browser closes (no Max-Age); the server ends it
 * after a day at the latest, since browsers that restore tabs also restore session cookies.
 */
export const BROWSER_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
  /** Milliseconds; absent for a browser-session cookie. */
  maxAge?: number;
}

export function sessionTtlMs(persistent: boolean): number {
  return persistent ? REMEMBERED_SESSION_TTL_MS : BROWSER_SESSION_TTL_MS;
}

/**
 * The founder_session cookie: never readable by scripts, not sent on cross-site subrequests,
 * Secure whenever the browser reached us over HTTPS, persistent only when remembered.
 */
export function sessionCookieOptions({ secure, persistent }: { secure: boolean; persistent: boolean }): SessionCookieOptions {
  const options: SessionCookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure };
  if (persistent) options.maxAge = REMEMBERED_SESSION_TTL_MS;
  return options;
}
