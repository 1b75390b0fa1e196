import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/invitations/{token}': the link of an invitation email (issue 32): sign in or up, then accept; '/invitations' says where the link is. */
export const invitationsRoutes: RouteObject = {
  path: '/invitations',
  children: [
    { index: true, Component: lazy(() => import('./invitations-index-page')) },
    { path: ':token', Component: lazy(() => import('./invitation-page')) },
  ],
};
