import { AUTH_PATHS, REMOTE_ROUTE_CHUNKS_FILE, REMOTE_ROUTES_MODULE, SHELL_CHUNKS_FILE, routeOwnerOf } from '@founder/contracts';
import { bucketCookie, bucketFromCookie, chooseEntry, newBucket, type RemoteManifest } from '@founder/remote-manifest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { REVALIDATE } from './cache-policy';
import { remotePreloads, shellPage, shellPreloads, type Preload } from './first-screen';
import { prerenderedPage } from './prerendered-page';
import type { RuntimeManifestFile } from './remotes-manifest-route';
import { pageChunks } from './route-chunks';

/** The built remotes' folders as the browser sees them (static-files.ts serves them there). */
const REMOTES_PREFIX = '/remotes/';
/**
 * The session check the shell makes on every page (useCurrentUser), started with the HTML: pages
 * whose first screen depends on it (sign-in prompts) no longer wait for main.js to ask.
 */
const SESSION_PRELOAD: Preload = { href: AUTH_PATHS.me, as: 'fetch', withCredentials: true };

export interface ShellPageOptions {
  staticRoot: string;
  manifest: RuntimeManifestFile;
  /** True for a plain file path inside a folder (static-files.ts's guard against walking out). */
  isServableFile(root: string, file: string): Promise<boolean>;
}

/** A JSON file of our build; null when missing or unreadable (the page is then served without what it would add). */
async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Every page route's HTML: the shell's index.html with the runtime manifest inlined and the
 * current route's remote and the shell's own lazy parts it shows preloaded (first-screen.ts), so
 * nothing waits for a script to ask for them. Built on every request from the files on disk: a
 * manifest edit or a redeployed remote reaches the next page load; a remote's files are read from
 * the folder the runtime manifest names, so a remote deployed alone brings its own route-chunks.json. A browser without a rollout bucket
 * gets one here, so the remote preloaded is the one its shell will choose.
 */
export function shellPageSender({ staticRoot, manifest, isServableFile }: ShellPageOptions) {
  /** A JSON file of a remote's build by its URL; null when it is not one of ours or unreadable. */
  async function readRemoteJson(url: string): Promise<unknown> {
    if (!url.startsWith(REMOTES_PREFIX)) return null;
    const file = url.slice(REMOTES_PREFIX.length);
    return (await isServableFile(staticRoot, file)) ? readJson(join(staticRoot, ...file.split('/'))) : null;
  }

  /** The route's remote: its preloads, and the entry chosen for this browser with its mf-manifest (for prerendered-page.ts). */
  async function remoteFor(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    remotes: RemoteManifest['remotes'],
  ): Promise<{ preloads: Preload[]; entry: string | null; mfManifest: unknown }> {
    const remote = routeOwnerOf(pathname);
    const config = remote ? remotes[remote] : undefined;
    if (!config) return { preloads: [], entry: null, mfManifest: null };
    let bucket = bucketFromCookie(request.headers.cookie);
    if (bucket === null) {
      bucket = newBucket();
      reply.header('set-cookie', bucketCookie(bucket));
    }
    const { entry } = chooseEntry(config, bucket);
    const [mfManifest, routeChunks] = await Promise.all([readRemoteJson(entry), readRemoteJson(posix.join(posix.dirname(entry), REMOTE_ROUTE_CHUNKS_FILE))]);
    const preloads = remotePreloads(entry, mfManifest, REMOTE_ROUTES_MODULE, pageChunks(routeChunks, pathname));
    return { preloads, entry, mfManifest };
  }

  return async function sendShellPage(request: FastifyRequest, reply: FastifyReply, indexPath: string): Promise<FastifyReply> {
    const indexHtml = await readFile(indexPath, 'utf8');
    const valid = await manifest.read(request.log);
    const { pathname } = new URL(request.url, 'http://origin');
    // Without a valid manifest the shell asks /remotes.json itself (and shows the areas' fallbacks).
    let html = indexHtml;
    if (valid) {
      const [remote, shellChunks] = await Promise.all([remoteFor(request, reply, pathname, valid.manifest.remotes), readJson(join(dirname(indexPath), SHELL_CHUNKS_FILE))]);
      const page = shellPage(indexHtml, valid.text, [SESSION_PRELOAD, ...remote.preloads, ...shellPreloads(shellChunks, pathname)]);
      html = await prerenderedPage(request, { html: page, indexHtml, ...remote }, staticRoot);
    }
    // The page differs with the session cookie (prerendered-page.ts).
    reply.header('cache-control', REVALIDATE).header('vary', 'Cookie').type('text/html; charset=utf-8');
    // A path no area owns is the shell's '404 Page Not Found', and says so (an area's own unknown
    // nested paths are known only to its remote, in the browser: those answer 200).
    if (routeOwnerOf(pathname) === null) return reply.code(404).send(html);
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(html);
  };
}
