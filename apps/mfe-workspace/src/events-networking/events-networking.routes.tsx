import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/events-networking': events and networking. */
export const eventsNetworkingRoutes: RouteObject = {
  path: '/events-networking',
  children: [{ index: true, Component: lazy(() => import('../pages/events-networking-page')) }],
};
