import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';

/** Whether an upstream answer is a Server-Sent Events stream (kept open, ended by us on shutdown). */
export function isEventStream(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.toLowerCase().startsWith('text/event-stream');
}

/**
 * The event streams passing through (a generation job's events): they stay open as long as the
 * service keeps writing (its heartbeats keep them under the idle deadline), so on shutdown the
 * gateway ends each one cleanly instead of waiting for it; the browser reconnects with Last-Event-ID.
 */
export function openEventStreams(app: FastifyInstance): { track(response: ServerResponse, upstream: Readable): void } {
  const open = new Map<ServerResponse, Readable>();
  app.addHook('preClose', (done) => {
    for (const [response, upstream] of open) {
      upstream.unpipe(response);
      upstream.destroy();
      response.end();
    }
    open.clear();
    done();
  });
  return {
    track(response, upstream) {
      open.set(response, upstream);
      response.once('close', () => open.delete(response));
    },
  };
}
