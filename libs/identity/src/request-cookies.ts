/**
 * One cookie's value from a Cookie header, read the way the `cookie` package (behind auth's
 * cookie-parser) reads it: the first occurrence wins (browsers send the most specific first),
 * surrounding quotes are dropped, %-escapes decoded (kept as sent when malformed). Null when the
 * cookie is absent or empty.
 */
export function cookieValue(cookieHeader: string | string[] | undefined, name: string): string | null {
  const header = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : cookieHeader;
  if (!header) return null;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!value) return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
