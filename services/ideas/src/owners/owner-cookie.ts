/**
 * The HttpOnly cookie that makes a browser the owner of the ideas it creates without signing in
 * (ARCHITECTURE.md section 5). Its value is a random uuid set by this service, never read by scripts.
 */
export const OWNER_COOKIE = 'founder_owner';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The browser id in a Cookie header, or null when the cookie is missing or not a uuid we could have set. */
export function browserIdFrom(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== OWNER_COOKIE) continue;
    const value = pair.slice(separator + 1).trim().toLowerCase();
    return UUID.test(value) ? value : null;
  }
  return null;
}

/** The Set-Cookie value for a new browser id; Secure when the browser reached us over HTTPS. */
export function ownerCookie(browserId: string, secure: boolean): string {
  const attributes = [`${OWNER_COOKIE}=${browserId}`, 'Path=/api', `Max-Age=${ONE_YEAR_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** True when the browser's request came over HTTPS: the gateway's X-Forwarded-Proto, or our own TLS. */
export function cameOverHttps(forwardedProto: string | string[] | undefined, protocol: string | undefined): boolean {
  const first = (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto)?.split(',')[0]?.trim().toLowerCase();
  return (first ?? protocol) === 'https';
}
