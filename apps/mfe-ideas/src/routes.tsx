import { remotePages } from '@founder/ui';
import { REMOTE_VERSION } from './build-info';

/** The routes this remote owns (ROUTE_OWNERS); each page is its own chunk. */
export default remotePages('mfe-ideas', REMOTE_VERSION, {
  '/submit-idea': () => import('./pages/submit-idea-page'),
  '/business-plan': () => import('./pages/business-plan-page'),
  '/pitch-deck': () => import('./pages/pitch-deck-page'),
  '/financial-modeling': () => import('./pages/financial-modeling-page'),
  '/market-research': () => import('./pages/market-research-page'),
});
