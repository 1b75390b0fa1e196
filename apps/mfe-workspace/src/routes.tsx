import { remotePages } from '@founder/ui';
import { REMOTE_VERSION } from './build-info';

/** The routes this remote owns (ROUTE_OWNERS); each page is its own chunk. */
export default remotePages('mfe-workspace', REMOTE_VERSION, {
  '/platform': () => import('./pages/platform-page'),
  '/dashboard': () => import('./dashboard/pages/dashboard-page'),
  '/events-networking': () => import('./pages/events-networking-page'),
});
