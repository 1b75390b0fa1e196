/**
 * The browser's address: the gateway's x-forwarded-for (it overwrites whatever a client sent),
 * else the peer address for a direct call.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, peerAddress: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = header?.split(',')[0].trim();
  return first || peerAddress || 'unknown';
}
