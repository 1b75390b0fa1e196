import { remotePages } from '@founder/ui';
import { REMOTE_VERSION } from './build-info';

/** The routes this remote owns (ROUTE_OWNERS); each page is its own chunk. */
export default remotePages('mfe-demos', REMOTE_VERSION, {
  '/': () => import('./landing/landing-page'),
  '/demo': () => import('./journey/journey-demo-page'),
  '/agentic': () => import('./agentic/agentic-demo-page'),
});
