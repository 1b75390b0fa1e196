import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/privacy': the Privacy Policy. */
export const privacyRoutes: RouteObject = {
  path: '/privacy',
  children: [{ index: true, Component: lazy(() => import('./privacy-page')) }],
};
