import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PROFILE_PATH, PROFILE_TABS } from './profile-tabs';

const ProfilePage = lazy(() => import('../pages/profile-page'));

/**
 * '/profile': one nested route per tab, so a tab can be linked to and survives a reload. Every tab
 * renders the same page (it reads its tab from the path), so switching tabs keeps the page mounted.
 */
export const profileRoutes: RouteObject = {
  path: PROFILE_PATH,
  children: PROFILE_TABS.map(({ value }) => (value === 'general' ? { index: true, Component: ProfilePage } : { path: value, Component: ProfilePage })),
};
