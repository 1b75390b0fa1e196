import { remotePages } from '@founder/ui';
import { REMOTE_VERSION } from './build-info';

/** The routes this remote owns (ROUTE_OWNERS); each page is its own chunk. */
export default remotePages('mfe-account', REMOTE_VERSION, {
  '/app': () => import('./pages/auth-page'),
  '/waitlist': () => import('./waitlist/waitlist-page'),
  '/profile': () => import('./pages/profile-page'),
  '/startup-profile': () => import('./startup-profile/pages/startup-profile-page'),
});
