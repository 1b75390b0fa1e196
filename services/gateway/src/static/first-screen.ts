import { APP_HEADER_CHUNKS, showsAppHeader } from '@founder/contracts';
import { INLINE_MANIFEST_ELEMENT_ID } from '@founder/remote-manifest';
import { posix } from 'node:path';
import type { PageChunks } from './route-chunks';

/** A file the page will need, announced in the HTML so the browser fetches it at once. */
export interface Preload {
  href: string;
  /** 'fetch' for JSON the federation runtime fetch()es; 'script' and 'style' for tags it adds. */
  as: 'fetch' | 'script' | 'style';
  /** For a fetch() that sends cookies (apiFetch's credentials: 'include'): its preload must send them too. */
  withCredentials?: boolean;
}

/** The parts of a remote's mf-manifest.json (written by Module Federation's build) read here. */
interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * What the current route's remote needs before it can draw: its mf-manifest.json (the entry the
 * runtime manifest names), its remoteEntry.js, the files the exposed module loads at once (its
 * route tree) and those of the current page's lazy chunks (route-chunks.ts); all relative to the
 * mf-manifest's folder. Only the manifest when it is unreadable.
 */
export function remotePreloads(entryUrl: string, manifest: unknown, exposedModule: string, page: PageChunks | null = null): Preload[] {
  const preloads: Preload[] = [{ href: entryUrl, as: 'fetch' }];
  if (!isRecord(manifest)) return preloads;
  const { metaData, exposes } = manifest as MfManifest;
  const folder = posix.dirname(new URL(entryUrl, 'http://origin').pathname);
  const url = (file: string) => (entryUrl.startsWith('/') ? posix.join(folder, file) : new URL(file, entryUrl).href);
  const entry = metaData?.remoteEntry;
  if (typeof entry?.name === 'string') preloads.push({ href: url(posix.join(entry.path ?? '', entry.name)), as: 'script' });
  const exposed = Array.isArray(exposes) ? exposes.find((item) => isRecord(item) && item.path === exposedModule) : undefined;
  const js = new Set([...strings(exposed?.assets?.js?.sync), ...(page?.js ?? [])]);
  const css = new Set([...strings(exposed?.assets?.css?.sync), ...(page?.css ?? [])]);
  for (const file of js) preloads.push({ href: url(file), as: 'script' });
  for (const file of css) preloads.push({ href: url(file), as: 'style' });
  return preloads;
}

/**
 * The shell's own lazy files a page draws with, from its shell-chunks.json (tools/rspack/shell-chunks-plugin.js):
 * the app header's and the query library's, on the pages that show the header. None when the map
 * is unreadable or has no such part.
 */
export function shellPreloads(shellChunks: unknown, pathname: string): Preload[] {
  if (!showsAppHeader(pathname) || !isRecord(shellChunks)) return [];
  const part = shellChunks[APP_HEADER_CHUNKS];
  if (!isRecord(part)) return [];
  // The shell is served at '/', its files beside index.html.
  return [...strings(part['js']).map((file): Preload => ({ href: `/${file}`, as: 'script' })), ...strings(part['css']).map((file): Preload => ({ href: `/${file}`, as: 'style' }))];
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

export function attribute(value: string): string {
  return value.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character]);
}

function linkTag({ href, as, withCredentials }: Preload): string {
  // fetch() asks in CORS mode, so its preload must too (with the same credentials mode), or the browser fetches the file twice.
  if (as === 'fetch') return `<link rel="preload" href="${attribute(href)}" as="fetch" ${withCredentials ? 'crossorigin="use-credentials"' : 'crossorigin'}>`;
  return `<link rel="preload" href="${attribute(href)}" as="${as}">`;
}

/**
 * The shell's index.html with the runtime manifest inlined (a JSON data block, which the CSP does
 * not treat as a script; '<' escaped so the text cannot close the element) and preload links for
 * the current route's remote, placed before </head> so they start with the shell's own script.
 */
export function shellPage(indexHtml: string, manifestText: string, preloads: readonly Preload[]): string {
  const json = JSON.stringify(JSON.parse(manifestText)).replace(/</g, '\\u003c');
  const tags = [...preloads.map(linkTag), `<script type="application/json" id="${INLINE_MANIFEST_ELEMENT_ID}">${json}</script>`].join('');
  const head = indexHtml.indexOf('</head>');
  return head < 0 ? `${tags}${indexHtml}` : `${indexHtml.slice(0, head)}${tags}${indexHtml.slice(head)}`;
}
