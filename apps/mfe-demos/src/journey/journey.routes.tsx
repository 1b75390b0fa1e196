import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/demo': the journey demo. */
export const journeyRoutes: RouteObject = {
  path: '/demo',
  children: [{ index: true, Component: lazy(() => import('./journey-demo-page')) }],
};
