import type { FastifyInstance, FastifyReply } from 'fastify';
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
export function openEventStreams(app: FastifyInstance): { track(reply: FastifyReply, upstream: Readable): void } {
  const open = new Map<FastifyReply, Readable>();
  app.addHook('preClose', (done) => {
    for (const [reply, upstream] of open) {
      upstream.unpipe(reply.raw);
      upstream.destroy();
      reply.raw.end();
    }
    open.clear();
    done();
  });
  return {
    track(reply, upstream) {
      open.set(reply, upstream);
      reply.raw.once('close', () => open.delete(reply));
    },
  };
}
