import { REMOTE_NAMES } from '@founder/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError } from '../errors/api-error';
import { notFoundError, sendError } from '../errors/error-replies';
import { afterFirstPaintScript } from './after-first-paint-script';
import { cacheControlFor } from './cache-policy';
import type { RuntimeManifestFile } from './remotes-manifest-route';
import { shellPageSender } from './shell-page';

export interface StaticFilesOptions {
  staticRoot: string;
  manifest: RuntimeManifestFile;
}

const REMOTES = new Set<string>(REMOTE_NAMES);
const SHELL_INDEX = 'index.html';

/**
 * The built frontends: /remotes/<remote>/<path> from <staticRoot>/<remote>/, everything else from
 * the shell's folder, and the shell's index.html for any page route (the shell renders its own 404).
 */
export async function staticFiles(app: FastifyInstance, { staticRoot, manifest }: StaticFilesOptions): Promise<void> {
  // Only reply.sendFile: routing, caching and the fallback are ours. preCompressed: a file's .br or
  // .gz made at build time (tools/rspack/precompress-plugin.js) goes out as it is.
  await app.register(fastifyStatic, { serve: false, cacheControl: false, dotfiles: 'deny', index: false, preCompressed: true });
  const shellRoot = join(staticRoot, 'shell');
  const sendShellPage = shellPageSender({ staticRoot, manifest, isServableFile });
  await app.register(afterFirstPaintScript);

  app.get('/remotes/*', async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const path = request.params['*'];
    const slash = path.indexOf('/');
    const remote = slash < 0 ? path : path.slice(0, slash);
    const file = slash < 0 ? '' : path.slice(slash + 1);
    if (REMOTES.has(remote) && (await isServableFile(join(staticRoot, remote), file))) {
      return sendStaticFile(reply, join(staticRoot, remote), file);
    }
    return sendError(reply, notFoundError(request));
  });

  app.get('/*', async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const file = request.params['*'] || SHELL_INDEX;
    if (file !== SHELL_INDEX && (await isServableFile(shellRoot, file))) return sendStaticFile(reply, shellRoot, file);
    if (file !== SHELL_INDEX && !acceptsHtml(request)) return sendError(reply, notFoundError(request));
    if (await isServableFile(shellRoot, SHELL_INDEX)) return sendShellPage(request, reply, join(shellRoot, SHELL_INDEX));
    request.log.error({ shellRoot }, 'the shell is not built: index.html is missing');
    return sendError(reply, new ApiError(503, 'The frontend is not built yet'));
  });
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * True for a regular file inside root reached by plain segments: no "..", ".", empty or hidden
 * segment can walk out of the folder or reveal a dotfile.
 */
async function isServableFile(root: string, file: string): Promise<boolean> {
  if (!file || file.includes('\\') || file.includes('\0')) return false;
  const segments = file.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return false;
  try {
    return (await stat(join(root, ...segments))).isFile();
  } catch {
    return false;
  }
}

function sendStaticFile(reply: FastifyReply, root: string, file: string): FastifyReply {
  reply.header('cache-control', cacheControlFor(file));
  return reply.sendFile(`/${file}`, root);
}
