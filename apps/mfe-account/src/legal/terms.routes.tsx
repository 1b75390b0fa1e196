import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/terms': the Terms of Service. */
export const termsRoutes: RouteObject = {
  path: '/terms',
  children: [{ index: true, Component: lazy(() => import('./terms-page')) }],
};
