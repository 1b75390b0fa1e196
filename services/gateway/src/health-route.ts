import type { FastifyInstance } from 'fastify';

/**
 * The gateway's own health: `/health` (the launcher waits for it), `/health/live` and `/health/ready`
 * (orchestrators' probes). The gateway holds no state and needs no upstream to be up to answer (a
 * service that is down gets its own 502), so it is ready as soon as it listens: tying its readiness
 * to a service would take every area offline with one.
 */
export async function healthRoute(app: FastifyInstance): Promise<void> {
  for (const path of ['/health', '/health/live', '/health/ready']) {
    app.get(path, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  }
}
