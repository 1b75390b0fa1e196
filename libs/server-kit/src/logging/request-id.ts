import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * One id per request in every log line about it: the id already given to this request, else the
 * gateway's x-request-id (so a call can be followed across gateway and service logs), else new.
 */
export function requestIdOf(request: IncomingMessage & { id?: unknown }): string {
  if (typeof request.id === 'string' && request.id) return request.id;
  const header = request.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && /^[\w.:-]{1,128}$/.test(header) ? header : randomUUID();
}
