import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/business-plan': the business plan of the selected idea. */
export const businessPlanRoutes: RouteObject = {
  path: '/business-plan',
  children: [{ index: true, Component: lazy(() => import('./business-plan-page')) }],
};
