import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** /dashboard: the founder's home, whose sections unlock from the startup profile. */
export const dashboardRoutes: RouteObject = {
  path: '/dashboard',
  children: [{ index: true, Component: lazy(() => import('./pages/dashboard-page')) }],
};
