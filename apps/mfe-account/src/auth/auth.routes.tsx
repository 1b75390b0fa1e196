import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/app': sign-up and sign-in; '/app/reset-password', '/app/verify-email' and '/app/unsubscribe': the emailed links. */
export const authRoutes: RouteObject = {
  path: '/app',
  children: [
    { index: true, Component: lazy(() => import('../pages/auth-page')) },
    { path: 'reset-password', Component: lazy(() => import('../pages/reset-password-page')) },
    { path: 'verify-email', Component: lazy(() => import('../pages/verify-email-page')) },
    { path: 'unsubscribe', Component: lazy(() => import('../pages/unsubscribe-page')) },
  ],
};
