import type { RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import type { RemoteName } from '@founder/contracts';
import { NotFoundPage } from './not-found-page';
import { RemoteAttribution } from './remote-attribution';

/** What a remote's './routes' module exports by default: the route tree of the prefixes it owns. */
export type RemoteRouteTree = RouteObject[];

const notFound: RouteObject = { path: '*', Component: NotFoundPage };

/**
 * An area with its own 404: any path under the area's prefix that the area does not declare shows
 * the shared '404 Page Not Found' page. An area with children keeps its element as their layout;
 * an area given as a single page becomes the index route of its prefix.
 */
export function withAreaNotFound(area: RouteObject): RouteObject {
  if (area.index) throw new Error('An area is a route with a path, not an index route');
  if (area.children) return { ...area, children: [...area.children, notFound] };
  const { Component, element, ...prefix } = area;
  return { ...prefix, children: [{ index: true, Component, element }, notFound] };
}

/**
 * A remote's route tree from its areas (each one `RouteObject` with an absolute prefix and relative
 * children, pages loaded with React.lazy): every page renders inside the remote's attribution
 * wrapper, every area gets its 404, and a path routed here that no area declares gets it too.
 */
export function remoteRoutes(remote: RemoteName, version: string, areas: RouteObject[]): RemoteRouteTree {
  return [
    {
      element: (
        <RemoteAttribution remote={remote} version={version}>
          <Outlet />
        </RemoteAttribution>
      ),
      children: [...areas.map(withAreaNotFound), notFound],
    },
  ];
}
