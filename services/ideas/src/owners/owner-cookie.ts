import { cookieValue } from '@founder/identity';

/**
 * The HttpOnly cookie that makes a browser the owner of the ideas it creates without signing in
 * (ARCHITECTURE.md section 5). Its value is a random uuid set by this service, never read by scripts.
 */
export const OWNER_COOKIE = 'founder_owner';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The browser id in a Cookie header, or null when the cookie is missing or not a uuid we could have set. */
export function browserIdFrom(cookieHeader: string | string[] | undefined): string | null {
  const value = cookieValue(cookieHeader, OWNER_COOKIE)?.toLowerCase();
  return value && UUID.test(value) ? value : null;
}

/** The Set-Cookie value for a new browser id; Secure when the browser reached us over HTTPS. */
export function ownerCookie(browserId: string, secure: boolean): string {
  const attributes = [`${OWNER_COOKIE}=${browserId}`, 'Path=/api', `Max-Age=${ONE_YEAR_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
