import type { RemoteName } from './remotes';

export { APP_HEADER_CHUNKS, REMOTE_NAMES, REMOTE_ROUTE_CHUNKS_FILE, REMOTE_ROUTES_MODULE, SHELL_CHUNKS_FILE, federationName } from './remotes';
export type { RemoteName } from './remotes';

/**
 * Route prefixes and their owners (ARCHITECTURE.md section 2). The shell knows only this table and
 * the runtime manifest: a prefix owns itself and every path under it ('/platform' owns
 * '/platform/investors'), and the owning remote declares those nested routes itself. '/' owns
 * only '/'. Anything no prefix owns is the shell's '404 Page Not Found'.
 */
export const ROUTE_OWNERS: Readonly<Record<string, RemoteName>> = {
  '/': 'mfe-demos',
  '/demo': 'mfe-demos',
  '/agentic': 'mfe-demos',
  '/submit-idea': 'mfe-ideas',
  '/business-plan': 'mfe-ideas',
  '/pitch-deck': 'mfe-ideas',
  '/financial-modeling': 'mfe-ideas',
  '/market-research': 'mfe-ideas',
  '/platform': 'mfe-workspace',
  '/dashboard': 'mfe-workspace',
  '/events-networking': 'mfe-workspace',
  '/data-room': 'mfe-workspace',
  '/app': 'mfe-account',
  '/waitlist': 'mfe-account',
  '/profile': 'mfe-account',
  '/startup-profile': 'mfe-account',
  '/terms': 'mfe-account',
  '/privacy': 'mfe-account',
  '/invitations': 'mfe-account',
};

const PREFIXES_LONGEST_FIRST = Object.keys(ROUTE_OWNERS).sort((a, b) => b.length - a.length);

/** The prefix of the route table that owns a pathname, or null: '/platform/x' -> '/platform', '/platformx' -> null. */
export function routePrefixOf(pathname: string): string | null {
  if (pathname === '/') return '/';
  return PREFIXES_LONGEST_FIRST.find((prefix) => prefix !== '/' && (pathname === prefix || pathname.startsWith(`${prefix}/`))) ?? null;
}

/** The remote that owns a pathname (and renders its nested routes and its area's 404), or null. */
export function routeOwnerOf(pathname: string): RemoteName | null {
  const prefix = routePrefixOf(pathname);
  return prefix === null ? null : ROUTE_OWNERS[prefix];
}

/** The landing page and the two demos have headers of their own (mfe-demos). */
const PAGES_WITH_THEIR_OWN_HEADER = new Set(['/', '/demo', '/agentic']);

/**
 * Whether the shell's app header shows on a path: on every page but the landing page and the demos.
 * The shell draws it there; the gateway preloads its chunks there.
 */
export function showsAppHeader(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !PAGES_WITH_THEIR_OWN_HEADER.has(path || '/');
}
