import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { COMMUNITY_ROUTES } from '@founder/contracts';

/** The events & networking area of mfe-workspace: the tabs page, the networking hub and one event. */
export const eventsNetworkingRoutes: RouteObject = {
  path: COMMUNITY_ROUTES.root,
  children: [
    { index: true, Component: lazy(() => import('./pages/events-networking-page')) },
    { path: 'hub', Component: lazy(() => import('./pages/networking-hub-page')) },
    { path: 'events/:id', Component: lazy(() => import('./pages/event-detail-page')) },
  ],
};
