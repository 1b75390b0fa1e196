import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/financial-modeling': the financial model of the selected idea. */
export const financialModelingRoutes: RouteObject = {
  path: '/financial-modeling',
  children: [{ index: true, Component: lazy(() => import('./financial-modeling-page')) }],
};
