import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/app': sign-up and sign-in. */
export const authRoutes: RouteObject = {
  path: '/app',
  children: [{ index: true, Component: lazy(() => import('../pages/auth-page')) }],
};
