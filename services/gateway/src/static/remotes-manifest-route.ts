import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { ApiError } from '../errors/api-error';
import { sendError } from '../errors/error-replies';

export interface RemotesManifestOptions {
  manifestPath: string;
}

export const MANIFEST_UNAVAILABLE_MESSAGE = 'The remote manifest is unavailable';

/**
 * GET /remotes.json: the runtime manifest, read from disk on every request so that an edit
 * (a canary percentage, a new stable version) reaches the next page load with no restart.
 * Its format belongs to libs/remote-manifest; the gateway only checks that it is JSON.
 */
export async function remotesManifestRoute(app: FastifyInstance, { manifestPath }: RemotesManifestOptions): Promise<void> {
  app.get('/remotes.json', async (request, reply) => {
    let text: string;
    try {
      text = await readFile(manifestPath, 'utf8');
      JSON.parse(text);
    } catch (error) {
      request.log.error({ err: error, manifestPath }, 'the remote manifest cannot be served');
      return sendError(reply, new ApiError(503, MANIFEST_UNAVAILABLE_MESSAGE));
    }
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(text);
  });
}
