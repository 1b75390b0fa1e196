import { remoteRoutes } from '@founder/ui';
import { REMOTE_VERSION } from './build-info';
import { authRoutes } from './auth/auth.routes';
import { waitlistRoutes } from './waitlist/waitlist.routes';
import { profileRoutes } from './profile/profile.routes';
import { startupProfileRoutes } from './startup-profile/startup-profile.routes';
import { termsRoutes } from './legal/terms.routes';
import { privacyRoutes } from './legal/privacy.routes';
import { invitationsRoutes } from './invitations/invitations.routes';

/**
 * The route tree this remote exposes as './routes': one area per prefix it owns (ROUTE_OWNERS),
 * each declaring its own nested routes in `<area>/<area>.routes.tsx`; each page is its own chunk.
 */
export default remoteRoutes('mfe-account', REMOTE_VERSION, [authRoutes, waitlistRoutes, profileRoutes, startupProfileRoutes, termsRoutes, privacyRoutes, invitationsRoutes]);
