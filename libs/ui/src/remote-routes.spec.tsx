import { lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { remoteRoutes, withAreaNotFound } from './remote-routes';

const EventsPage = lazy(() => Promise.resolve({ default: () => null }));
const EventPage = lazy(() => Promise.resolve({ default: () => null }));
const PlatformPage = lazy(() => Promise.resolve({ default: () => null }));

const eventsArea: RouteObject = {
  path: '/events-networking',
  children: [
    { index: true, Component: EventsPage },
    { path: 'events/:id', Component: EventPage },
  ],
};
const platformArea: RouteObject = { path: '/platform', Component: PlatformPage };
const tree = remoteRoutes('mfe-workspace', '1.0.0', [eventsArea, platformArea]);

/** The page a path renders: the Component of its deepest match. */
function pageAt(path: string) {
  const matches = matchRoutes(tree, path) ?? [];
  return matches[matches.length - 1]?.route.Component;
}

describe('remoteRoutes', () => {
  it("renders an area's index and nested routes from its relative children", () => {
    expect(pageAt('/events-networking')).toBe(EventsPage);
    expect(pageAt('/events-networking/events/42')).toBe(EventPage);
    expect(matchRoutes(tree, '/events-networking/events/42')?.at(-1)?.params).toEqual({ id: '42' });
  });

  it("gives each area its own '404 Page Not Found' for paths it does not declare", () => {
    expect(pageAt('/events-networking/does-not-exist')).toBe(NotFoundPage);
    expect(pageAt('/events-networking/events/42/more')).toBe(NotFoundPage);
    expect(matchRoutes(tree, '/events-networking/does-not-exist')?.map((match) => match.pathnameBase)).toEqual([
      '/',
      '/events-networking',
      '/events-networking',
    ]);
  });

  it('makes a single-page area the index route of its prefix', () => {
    expect(pageAt('/platform')).toBe(PlatformPage);
    expect(pageAt('/platform/investors')).toBe(NotFoundPage);
    expect(withAreaNotFound(platformArea)).toEqual({
      path: '/platform',
      children: [{ index: true, Component: PlatformPage, element: undefined }, { path: '*', Component: NotFoundPage }],
    });
  });

  it('keeps the element of an area with children as their layout', () => {
    const Layout = () => null;
    const area = withAreaNotFound({ path: '/profile', Component: Layout, children: [{ index: true, Component: EventsPage }] });
    expect(area.Component).toBe(Layout);
    expect(area.children?.map((child) => child.path ?? 'index')).toEqual(['index', '*']);
  });

  it('shows the 404 for a path routed to the remote that no area declares', () => {
    expect(pageAt('/dashboard')).toBe(NotFoundPage);
  });

  it('wraps every page in the attribution of the remote and its version', () => {
    const layout = tree[0].element as { props: { remote: string; version: string } };
    expect(layout.props).toMatchObject({ remote: 'mfe-workspace', version: '1.0.0' });
  });
});
