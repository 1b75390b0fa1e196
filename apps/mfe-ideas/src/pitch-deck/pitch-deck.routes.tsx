import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/** '/pitch-deck': the pitch deck of the selected idea. */
export const pitchDeckRoutes: RouteObject = {
  path: '/pitch-deck',
  children: [{ index: true, Component: lazy(() => import('./pitch-deck-page')) }],
};
