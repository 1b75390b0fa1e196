/**
 * A remote's route-chunks.json (written by tools/rspack/route-chunks-plugin.js beside its
 * mf-manifest.json): for each page path its route files declare, the files of the lazy chunks
 * that page renders with. The gateway preloads the current page's, so they load with the remote's
 * entry instead of after its route tree has run.
 */
export interface RouteChunks {
  routes: Array<{ path: string; js: string[]; css: string[] }>;
}

/** Files of one page, relative to the remote's folder. */
export interface PageChunks {
  js: string[];
  css: string[];
}

/** Static segments outrank parameters, which outrank a splat (react-router's ranking, simplified). */
const STATIC_SEGMENT = 10;
const DYNAMIC_SEGMENT = 3;
const SPLAT = -2;

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * How well a route pattern matches a path, as react-router's matchPath does (case-insensitive,
 * trailing slash ignored, `:param` one non-empty segment, `:param?` optional, `*` at the end the
 * rest); null when it does not match. A higher score is the more specific pattern.
 */
export function routeMatchScore(pattern: string, pathname: string): number | null {
  const wanted = segments(pattern);
  const actual = segments(pathname).map(decoded);
  let score = 0;
  let index = 0;
  for (const [position, segment] of wanted.entries()) {
    if (segment === '*' && position === wanted.length - 1) return score + SPLAT;
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    const value = actual[index];
    if (value === undefined) {
      if (optional) continue;
      return null;
    }
    if (name.startsWith(':')) score += DYNAMIC_SEGMENT;
    else if (name.toLowerCase() === value.toLowerCase()) score += STATIC_SEGMENT;
    else if (optional) continue;
    else return null;
    index += 1;
  }
  return index === actual.length ? score : null;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The files of the page a path shows, from a remote's route-chunks.json; null for an unknown path or map. */
export function pageChunks(map: unknown, pathname: string): PageChunks | null {
  const routes = typeof map === 'object' && map !== null ? (map as Partial<RouteChunks>).routes : undefined;
  if (!Array.isArray(routes)) return null;
  let best: { score: number; chunks: PageChunks } | null = null;
  for (const route of routes) {
    if (typeof route !== 'object' || route === null || typeof route.path !== 'string' || !isStringList(route.js) || !isStringList(route.css)) continue;
    const score = routeMatchScore(route.path, pathname);
    if (score !== null && (best === null || score > best.score)) best = { score, chunks: { js: route.js, css: route.css } };
  }
  return best?.chunks ?? null;
}
