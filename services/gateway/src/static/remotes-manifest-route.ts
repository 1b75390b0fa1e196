import { parseRemoteManifest } from '@founder/remote-manifest';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { ApiError } from '../errors/api-error';
import { sendError } from '../errors/error-replies';
import { SHORT_CACHE } from './cache-policy';

export interface RemotesManifestOptions {
  manifestPath: string;
}

export const MANIFEST_UNAVAILABLE_MESSAGE = 'The remote manifest is unavailable';

/** The manifest file's text when it is JSON that the remote-manifest schema accepts; throws why not. */
async function readValidManifest(manifestPath: string): Promise<string> {
  const text = await readFile(manifestPath, 'utf8');
  parseRemoteManifest(JSON.parse(text));
  return text;
}

/**
 * GET /remotes.json: the runtime manifest, read from disk and validated against the schema of
 * libs/remote-manifest on every request, so that an edit (a canary percentage, a new stable version)
 * reaches the next page load with no restart (the shell reads it with no-store; other caches keep
 * it 10 s at most). An edit that is not valid (broken JSON, an unknown
 * remote, a bad percentage, a missing file) never reaches browsers: the last valid manifest is
 * served and the reason logged. Before any valid read, the answer is 503.
 */
export async function remotesManifestRoute(app: FastifyInstance, { manifestPath }: RemotesManifestOptions): Promise<void> {
  let lastValid: string | null = null;
  app.get('/remotes.json', async (request, reply) => {
    try {
      lastValid = await readValidManifest(manifestPath);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (lastValid === null) {
        request.log.error({ err: error, manifestPath, reason }, 'the remote manifest cannot be served');
        return sendError(reply, new ApiError(503, MANIFEST_UNAVAILABLE_MESSAGE));
      }
      request.log.error({ err: error, manifestPath, reason }, 'the remote manifest is not valid; serving the last valid one');
    }
    return reply.header('cache-control', SHORT_CACHE).type('application/json; charset=utf-8').send(lastValid);
  });
}
