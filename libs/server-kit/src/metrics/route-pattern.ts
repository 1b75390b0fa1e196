import type { IncomingMessage } from 'node:http';

/** Where Fastify's onRequest hook leaves the matched route's pattern on the raw request. */
export const ROUTE_PATTERN = Symbol('routePattern');

/** The label of a request that matched no route (a 404), so unknown URLs never become series of their own. */
export const UNMATCHED_ROUTE = 'unmatched';

type RoutedRequest = IncomingMessage & {
  [ROUTE_PATTERN]?: string;
  /** Express's matched route and the path of the router it is mounted on. */
  route?: { path?: unknown };
  baseUrl?: string;
};

/**
 * The route pattern a finished request matched (`/api/events/:id`), never its raw URL: Fastify's
 * pattern recorded by its hook, or Express's matched route.
 */
export function routePatternOf(request: IncomingMessage): string {
  const routed = request as RoutedRequest;
  if (routed[ROUTE_PATTERN]) return routed[ROUTE_PATTERN];
  if (typeof routed.route?.path === 'string') return `${routed.baseUrl ?? ''}${routed.route.path}`;
  return UNMATCHED_ROUTE;
}
