/**
 * Whether the browser reached us over HTTPS, for the Secure flag of cookies. The browser's own hop
 * decides: the first X-Forwarded-Proto value when there is one (services are reached only through
 * the gateway, which replaces any client-sent value with the protocol it saw), otherwise this
 * connection's protocol. So a plain-HTTP gateway hop never hides an HTTPS browser, and a TLS hop
 * between gateway and service never makes a plain-HTTP browser look secure.
 */
export function reachedOverHttps(forwardedProto: string | string[] | undefined, connectionProtocol: string | undefined): boolean {
  const forwarded = (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto)?.split(',')[0]?.trim().toLowerCase();
  return (forwarded || connectionProtocol?.toLowerCase()) === 'https';
}
