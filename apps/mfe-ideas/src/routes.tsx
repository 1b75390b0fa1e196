import { remoteRoutes } from '@founder/ui';
import { REMOTE_VERSION } from './build-info';
import { submitIdeaRoutes } from './submit-idea/submit-idea.routes';
import { businessPlanRoutes } from './business-plan/business-plan.routes';
import { pitchDeckRoutes } from './pitch-deck/pitch-deck.routes';
import { financialModelingRoutes } from './financial-model/financial-modeling.routes';
import { marketResearchRoutes } from './market-research/market-research.routes';

/**
 * The route tree this remote exposes as './routes': one area per prefix it owns (ROUTE_OWNERS),
 * each declaring its own nested routes in `<area>/<area>.routes.tsx`; each page is its own chunk.
 */
export default remoteRoutes('mfe-ideas', REMOTE_VERSION, [submitIdeaRoutes, businessPlanRoutes, pitchDeckRoutes, financialModelingRoutes, marketResearchRoutes]);
