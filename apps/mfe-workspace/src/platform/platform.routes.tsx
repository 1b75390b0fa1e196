import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * /platform and its steps (COMMON.md convention 1): each step is its own URL, linkable and
 * reloadable. The layout (sign-in, onboarding, sidebar and header) is a pathless route around the
 * declared steps only, so any other path under /platform is the area's 404, signed in or not.
 * The layout decides whether a step renders (signed out: a sign-in prompt; no company: onboarding),
 * so the gateway preloads only its chunks with a page's HTML (route-chunks-plugin.js).
 */
export const platformRoutes: RouteObject = {
  path: '/platform',
  children: [
    {
      Component: lazy(() => import('./platform-layout')),
      handle: { preloadChildren: false },
      children: [
        { index: true, Component: lazy(() => import('./pages/onboarding-page')) },
        { path: 'modules', Component: lazy(() => import('./pages/modules-page')) },
        { path: 'modules/:moduleId', Component: lazy(() => import('./pages/module-page')) },
        { path: 'company-setup', Component: lazy(() => import('./pages/company-setup-page')) },
        { path: 'business-strategy', Component: lazy(() => import('./pages/business-strategy-page')) },
        { path: 'product-development', Component: lazy(() => import('./pages/product-development-page')) },
        { path: 'financial-planning', Component: lazy(() => import('./pages/financial-planning-page')) },
        { path: 'marketing-strategy', Component: lazy(() => import('./pages/marketing-strategy-page')) },
        { path: 'legal-foundation', Component: lazy(() => import('./pages/legal-foundation-page')) },
        { path: 'pitch-builder', Component: lazy(() => import('./pages/pitch-builder-page')) },
        { path: 'website-builder', Component: lazy(() => import('./pages/website-builder-page')) },
        { path: 'funding', Component: lazy(() => import('./pages/funding-page')) },
        { path: 'launch-and-scale', Component: lazy(() => import('./pages/launch-and-scale-page')) },
        { path: 'data-room', Component: lazy(() => import('./pages/data-room-page')) },
        { path: 'team-and-partners', Component: lazy(() => import('./pages/team-and-partners-page')) },
        { path: 'activity', Component: lazy(() => import('./pages/activity-page')) },
        { path: 'settings', Component: lazy(() => import('./pages/settings-page')) },
        { path: 'mvp-builder', Component: lazy(() => import('./pages/mvp-builder-page')) },
      ],
    },
  ],
};
