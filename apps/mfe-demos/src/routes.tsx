import { remotePages } from '@founder/ui';
import { REMOTE_VERSION } from './build-info';

/** The routes this remote owns (ROUTE_OWNERS); each page is its own chunk. */
export default remotePages('mfe-demos', REMOTE_VERSION, {
  '/': () => import('./pages/landing-page'),
  '/demo': () => import('./pages/journey-demo-page'),
  '/agentic': () => import('./pages/agentic-demo-page'),
});
