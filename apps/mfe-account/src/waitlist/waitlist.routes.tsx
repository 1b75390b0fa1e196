import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/waitlist': the waitlist, with log-in and sign-up. */
export const waitlistRoutes: RouteObject = {
  path: '/waitlist',
  children: [{ index: true, Component: lazy(() => import('./waitlist-page')) }],
};
