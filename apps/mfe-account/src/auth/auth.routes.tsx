import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/app': sign-up and sign-in; '/app/reset-password': the emailed reset link. */
export const authRoutes: RouteObject = {
  path: '/app',
  children: [
    { index: true, Component: lazy(() => import('../pages/auth-page')) },
    { path: 'reset-password', Component: lazy(() => import('../pages/reset-password-page')) },
  ],
};
