import type { IncomingHttpHeaders } from 'node:http';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * A service's response headers without those that describe its own connection to the gateway
 * (RFC 9110 section 7.6.1): relayed, a service's `Connection: close` or `Keep-Alive` would
 * govern the browser's connection to the gateway, or appear twice.
 */
export function withoutHopByHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  // Deleting only what is there keeps the object fast (a delete turns it into a dictionary).
  if (typeof headers.connection === 'string') {
    for (const listed of headers.connection.split(',')) delete headers[listed.trim().toLowerCase()];
  }
  for (const name of HOP_BY_HOP) if (headers[name] !== undefined) delete headers[name];
  return headers;
}
