import type { FastifyInstance } from 'fastify';

/** The gateway's own liveness (the launcher and compose wait for it); services have their own /health. */
export async function healthRoute(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
}
