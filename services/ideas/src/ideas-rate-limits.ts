import { ClientRateLimitModule } from '@founder/server-kit';
import { ideasDatabase } from './ideas-database';
import { IdeasEnvironment } from './ideas-environment';
import { generationThrottlers } from './idea-documents/generation-quota';
import { ideaCreationThrottlers } from './ideas/idea-creation-limit';

/**
 * The ideas app's one ThrottlerModule: the data room link routes' per-client limits
 * (@ClientRateLimited, their count set by IDEAS_IP_RATE_LIMIT when configured), the hourly idea limit's
 * throttlers and the hourly generation quotas', counted in ideas.rate_limit_counters.
 */
export const IdeasRateLimitModule = ClientRateLimitModule.forSchema(ideasDatabase.schema, {
  inject: [IdeasEnvironment],
  useFactory: (environment: IdeasEnvironment) => ({ clientLimit: environment.IDEAS_IP_RATE_LIMIT, throttlers: [...ideaCreationThrottlers(environment), ...generationThrottlers(environment)] }),
});
