import { parseRemoteManifest, type RemoteManifest } from '@founder/remote-manifest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { ApiError } from '../errors/api-error';
import { sendError } from '../errors/error-replies';
import { SHORT_CACHE } from './cache-policy';

export const MANIFEST_UNAVAILABLE_MESSAGE = 'The remote manifest is unavailable';

export interface ValidManifest {
  text: string;
  manifest: RemoteManifest;
}

/**
 * The runtime manifest file, read from disk and validated against the schema of
 * libs/remote-manifest on every read, so that an edit (a canary percentage, a new stable version)
 * reaches the next page load with no restart. An edit that is not valid (broken JSON, an unknown
 * remote, a bad percentage, a missing file) never reaches browsers: the last valid manifest is
 * used and the reason logged; null before any valid read.
 */
export class RuntimeManifestFile {
  private lastValid: ValidManifest | null = null;

  constructor(private readonly path: string) {}

  async read(log: FastifyBaseLogger): Promise<ValidManifest | null> {
    try {
      const text = await readFile(this.path, 'utf8');
      const json: unknown = JSON.parse(text);
      const manifest = parseRemoteManifest(json);
      // Browsers get the remotes only: the backends' addresses are the gateway's (proxy/backend-rollouts.ts).
      const { backends, remotes } = json as { backends?: unknown; remotes: unknown };
      this.lastValid = { text: backends === undefined ? text : JSON.stringify({ remotes }), manifest };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const message = this.lastValid ? 'the remote manifest is not valid; serving the last valid one' : 'the remote manifest cannot be served';
      log.error({ err: error, manifestPath: this.path, reason }, message);
    }
    return this.lastValid;
  }
}

/**
 * GET /remotes.json: the runtime manifest (the shell reads it with no-store when the page did not
 * inline it; other caches keep it 10 s at most). Before any valid read, the answer is 503.
 */
export async function remotesManifestRoute(app: FastifyInstance, { manifest }: { manifest: RuntimeManifestFile }): Promise<void> {
  app.get('/remotes.json', async (request, reply) => {
    const valid = await manifest.read(request.log);
    if (!valid) return sendError(reply, new ApiError(503, MANIFEST_UNAVAILABLE_MESSAGE));
    return reply.header('cache-control', SHORT_CACHE).type('application/json; charset=utf-8').send(valid.text);
  });
}
