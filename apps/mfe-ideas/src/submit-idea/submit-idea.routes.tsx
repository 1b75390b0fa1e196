import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/submit-idea': the intro and the 4-step wizard. */
export const submitIdeaRoutes: RouteObject = {
  path: '/submit-idea',
  children: [{ index: true, Component: lazy(() => import('./submit-idea-page')) }],
};
