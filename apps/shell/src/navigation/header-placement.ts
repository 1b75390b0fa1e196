// Where the app header shows, apart from its links and code, which load only where it shows.

/** The header bar's height in px (plus a 1 px border). */
export const HEADER_HEIGHT = 64;

/** The landing page and the two demos have headers of their own (mfe-demos). */
const PAGES_WITH_THEIR_OWN_HEADER = new Set(['/', '/demo', '/agentic']);

/** Whether the shell's app header shows on a path: on every page but the landing page and the demos. */
export function showsAppHeader(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !PAGES_WITH_THEIR_OWN_HEADER.has(path || '/');
}
