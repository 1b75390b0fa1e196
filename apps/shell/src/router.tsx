import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { routeOwnerOf, showsAppHeader } from '@founder/contracts';
import { HEADER_HEIGHT } from './navigation/header-placement';
import { RemovePrerendered } from './prerendered/remove-prerendered';
import { RemoteRoute } from './remotes/remote-route';
import { yieldToBrowser } from './start-up/yield-to-browser';

// Its own chunk: '/' and the demos never show it, so they never download it. Named, so the build
// can list its files for the gateway to preload (shell-chunks.json, APP_HEADER_CHUNKS). TanStack
// Query, which it brings, is evaluated in a task before the header's own modules: together they
// would be one long task.
const AppHeader = lazy(async () => {
  await import('@tanstack/react-query');
  await yieldToBrowser();
  const { AppHeader } = await import(/* webpackChunkName: "app-header" */ './navigation/app-header');
  return { default: AppHeader };
});
// Its own chunk too: only a path no area owns shows it.
const NotFoundPage = lazy(() => import('./navigation/not-found').then(({ NotFoundPage }) => ({ default: NotFoundPage })));

/**
 * Every path: the app header (outside the landing page and the demos), then the remote that owns
 * the path's prefix, which matches the rest against its own route tree; a path no prefix owns is
 * the shell's 404.
 */
function AppLayout() {
  const { pathname } = useLocation();
  const remote = routeOwnerOf(pathname);
  return (
    <>
      {showsAppHeader(pathname) ? (
        // While the header's chunk loads, its space is kept so the page does not jump.
        <Suspense fallback={<Box h={HEADER_HEIGHT + 1} />}>
          <AppHeader />
        </Suspense>
      ) : null}
      {/* Keyed by remote: each area keeps its own loading state, failure and Retry. */}
      {remote ? (
        <RemoteRoute key={remote} remote={remote} />
      ) : (
        <Suspense fallback={null}>
          <NotFoundPage />
          <RemovePrerendered />
        </Suspense>
      )}
    </>
  );
}

/**
 * Every path is the layout: the shell knows only the prefix table (ROUTE_OWNERS), and each remote
 * renders its own nested routes with useRoutes, so a new page inside an area ships with that remote
 * alone. A plain BrowserRouter: no data router, whose loaders and actions nothing here uses.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppLayout />
    </BrowserRouter>
  );
}
