import { basename } from 'node:path';

/** Entry points name the current build of everything else: browsers must always revalidate them. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json']);
/** `[name].[contenthash:8].js` and the like (tools/rspack/frontend.config.js): the name changes when the content does. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (ENTRY_FILES.has(name)) return REVALIDATE;
  return CONTENT_HASHED.test(name) ? LONG_CACHE : REVALIDATE;
}
