import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/platform': the platform workspace. */
export const platformRoutes: RouteObject = {
  path: '/platform',
  children: [{ index: true, Component: lazy(() => import('../pages/platform-page')) }],
};
