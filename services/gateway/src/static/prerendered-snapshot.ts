import { createHash } from 'node:crypto';

// A prerendered first screen (tools/prerender/prerender.js writes them, prerendered-page.ts serves
// them): what a route shows a visitor without a session, and the files it was taken from. Plain
// functions without workspace imports, also loaded by the prerender tool, so both sides agree on the format.

/** Snapshots live in <STATIC_ROOT>/prerendered/, which the gateway never serves as files. */
export const PRERENDERED_FOLDER = 'prerendered';
/** A snapshot is kept only when the page's markup is the same at these widths (no JS media queries). */
export const SNAPSHOT_WIDTHS = [1280, 375] as const;

export interface PrerenderedSnapshot {
  path: string;
  /** Hash of the shell's index.html (which names its main.js by content hash). */
  shell: string;
  /** The remote's mf-manifest.json URL the runtime manifest gave, and the hash of its content. */
  entry: string;
  remoteManifest: string;
  /** Attributes Mantine sets on <html> (data-mantine-color-scheme). */
  htmlAttributes: Record<string, string>;
  /** Stylesheets the page had at first paint, by path, in document order. */
  stylesheets: string[];
  /**
   * Path -> the data-rspack name a build's CSS chunk loader gave that stylesheet's link: on the
   * snapshot's link, the loader finds it there instead of adding the stylesheet again (which
   * recalculates the whole page's style after first paint).
   */
  stylesheetChunks?: Record<string, string>;
  /** Style elements the page added to <head> at run time (Mantine's CSS variables). */
  styles: Array<{ attributes: Record<string, string>; css: string }>;
  /** #root's markup, without ids or attributes that point at ids. */
  markup: string;
  /** The first screen shows the idea selection browser storage holds (the idea tools'); taken with none. */
  readsStoredIdea?: boolean;
}

/** The files a request's page is built from now. */
export interface CurrentFiles {
  shell: string;
  entry: string;
  remoteManifest: string;
}

export function textHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** A JSON file's hash as read (parsed), so whitespace alone does not make a snapshot stale. */
export function canonicalJsonHash(value: unknown): string {
  return textHash(JSON.stringify(value));
}

export function snapshotFileName(path: string): string {
  return `${encodeURIComponent(path)}.json`;
}

/** The snapshot of exactly these files, or none: a remote deployed alone or a manifest edit makes the old one stale. */
export function currentSnapshot(snapshots: readonly PrerenderedSnapshot[], current: CurrentFiles): PrerenderedSnapshot | null {
  return snapshots.find((snapshot) => snapshot.shell === current.shell && snapshot.entry === current.entry && snapshot.remoteManifest === current.remoteManifest) ?? null;
}
