import { remoteRoutes } from '@founder/ui';
import { REMOTE_VERSION } from './build-info';
import { platformRoutes } from './platform/platform.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { eventsNetworkingRoutes } from './events-networking/events-networking.routes';
import { dataRoomLinkRoutes } from './data-room-link/data-room-link.routes';

/**
 * The route tree this remote exposes as './routes': one area per prefix it owns (ROUTE_OWNERS),
 * each declaring its own nested routes in `<area>/<area>.routes.tsx`; each page is its own chunk.
 */
export default remoteRoutes('mfe-workspace', REMOTE_VERSION, [platformRoutes, dashboardRoutes, eventsNetworkingRoutes, dataRoomLinkRoutes]);
