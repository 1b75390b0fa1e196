import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LONG_CACHE } from './cache-policy';

/** Marks the preloads of a snapshot page's start-up scripts, which the script below runs. */
export const AFTER_FIRST_PAINT_ATTRIBUTE = 'data-after-first-paint';

/**
 * Runs a snapshot page's start-up scripts, in their order, once the snapshot has been painted:
 * deferred scripts may run before the first paint (they wait for the stylesheets, not for a
 * frame), and compiling React DOM there delays the page the snapshot exists to show at once. A
 * frame's callback runs before that frame is painted, so the scripts are added a task later. A
 * hidden page paints nothing and runs no frames: it starts at once.
 */
const SOURCE = `(() => {
  const start = () => {
    for (const link of document.querySelectorAll('link[${AFTER_FIRST_PAINT_ATTRIBUTE}]')) {
      const script = document.createElement('script');
      script.src = link.href;
      script.async = false;
      document.head.append(script);
    }
  };
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
  else start();
})();
`;

/** Named by its content, like the build's files, so it is cached for good. */
export const AFTER_FIRST_PAINT_PATH = `/after-first-paint.${createHash('sha256').update(SOURCE).digest('hex').slice(0, 8)}.js`;

export async function afterFirstPaintScript(app: FastifyInstance): Promise<void> {
  app.get(AFTER_FIRST_PAINT_PATH, async (_request, reply) => reply.header('cache-control', LONG_CACHE).type('text/javascript; charset=utf-8').send(SOURCE));
}
