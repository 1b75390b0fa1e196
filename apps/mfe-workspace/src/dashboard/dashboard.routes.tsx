import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/dashboard': the founder's dashboard. */
export const dashboardRoutes: RouteObject = {
  path: '/dashboard',
  children: [{ index: true, Component: lazy(() => import('../pages/dashboard-page')) }],
};
