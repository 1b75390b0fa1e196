import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/app': sign-up and sign-in; '/app/reset-password' and '/app/unsubscribe': emailed links. */
export const authRoutes: RouteObject = {
  path: '/app',
  children: [
    { index: true, Component: lazy(() => import('../pages/auth-page')) },
    { path: 'reset-password', Component: lazy(() => import('../pages/reset-password-page')) },
    { path: 'unsubscribe', Component: lazy(() => import('../pages/unsubscribe-page')) },
  ],
};
