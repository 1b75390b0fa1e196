import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/invitations/{token}': the link of an invitation email (issue 32): sign in or up, then accept. */
export const invitationsRoutes: RouteObject = {
  path: '/invitations',
  children: [{ path: ':token', Component: lazy(() => import('./invitation-page')) }],
};
