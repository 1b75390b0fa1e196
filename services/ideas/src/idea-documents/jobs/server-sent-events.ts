/** One Server-Sent Event: `id` lets the browser resume after it (Last-Event-ID); data is JSON on one line. */
export function sseEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: keeps an idle stream open through proxies (the gateway's idle deadline is 8 s). */
export const SSE_HEARTBEAT = ': keep-alive\n\n';

/** The last event the client saw, from its Last-Event-ID header: 0 when absent or not a count. */
export function lastEventId(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : 0;
}
