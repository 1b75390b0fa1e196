import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/market-research': the market research of the selected idea. */
export const marketResearchRoutes: RouteObject = {
  path: '/market-research',
  children: [{ index: true, Component: lazy(() => import('./market-research-page')) }],
};
