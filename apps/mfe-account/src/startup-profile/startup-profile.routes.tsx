import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** /startup-profile: the three-phase startup profile builder. */
export const startupProfileRoutes: RouteObject = {
  path: '/startup-profile',
  children: [{ index: true, Component: lazy(() => import('./pages/startup-profile-page')) }],
};
