import { remoteRoutes } from '@founder/ui';
import { REMOTE_VERSION } from './build-info';
import { landingRoutes } from './landing/landing.routes';
import { journeyRoutes } from './journey/journey.routes';
import { agenticRoutes } from './agentic/agentic.routes';

/**
 * The route tree this remote exposes as './routes': one area per prefix it owns (ROUTE_OWNERS),
 * each declaring its own nested routes in `<area>/<area>.routes.tsx`; each page is its own chunk.
 */
export default remoteRoutes('mfe-demos', REMOTE_VERSION, [landingRoutes, journeyRoutes, agenticRoutes]);
