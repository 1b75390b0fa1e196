import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A data room share link (/data-room/<token>): opened without an account; the founder's room lives under /platform/data-room. */
export const dataRoomLinkRoutes: RouteObject = {
  path: '/data-room',
  children: [
    { index: true, Component: lazy(() => import('./pages/data-room-index-page')) },
    { path: ':token', Component: lazy(() => import('./pages/data-room-link-page')) },
  ],
};
