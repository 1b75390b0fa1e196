import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/': the landing page. */
export const landingRoutes: RouteObject = {
  path: '/',
  children: [{ index: true, Component: lazy(() => import('./landing-page')) }],
};
