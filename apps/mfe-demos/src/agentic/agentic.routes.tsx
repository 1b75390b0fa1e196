import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/agentic': the autonomous AI demo. */
export const agenticRoutes: RouteObject = {
  path: '/agentic',
  children: [{ index: true, Component: lazy(() => import('./agentic-demo-page')) }],
};
