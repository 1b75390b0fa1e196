import { REMOTE_ROUTE_CHUNKS_FILE } from '@founder/contracts';
import { basename } from 'node:path';

/** `[name].[contenthash:8].js` and the like (tools/rspack/frontend.config.js): the name changes when the content does. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
/** A remote's entry points, named the same in every build of its versioned folder. */
const REMOTE_ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', REMOTE_ROUTE_CHUNKS_FILE]);

export const LONG_CACHE = 'public, max-age=31536000, immutable';
/**
 * Remote entries and the runtime manifest: cached briefly (a canary edit or a rebuilt version
 * reaches every browser within 10 s; the shell itself reads /remotes.json with no-store).
 */
export const SHORT_CACHE = 'public, max-age=10, must-revalidate';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (REMOTE_ENTRY_FILES.has(name)) return SHORT_CACHE;
  // index.html and every other file without a hash: always revalidated.
  return CONTENT_HASHED.test(name) ? LONG_CACHE : REVALIDATE;
}
