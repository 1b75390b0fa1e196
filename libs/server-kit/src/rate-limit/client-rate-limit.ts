import { applyDecorators, Module, SetMetadata, UseGuards, type DynamicModule, type ExecutionContext } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerModule, type ThrottlerOptions } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { clientThrottler } from './client-throttler';
import { PostgresThrottlerStorage } from './postgres-throttler-storage';
import type { RateLimit } from './rate-limits';
import { RetryAfterThrottlerGuard } from './retry-after-throttler.guard';

const CLIENT_RATE_LIMIT = 'founder:client-rate-limit';

/** At most limit calls per client address to this route in windowMs; 429 with Retry-After beyond them. */
export function ClientRateLimited(limit: RateLimit): MethodDecorator {
  return applyDecorators(
    SetMetadata(CLIENT_RATE_LIMIT, limit),
    UseGuards(RetryAfterThrottlerGuard),
    ApiTooManyRequestsResponse({ description: 'Too many attempts. Please try again in N minutes.' }),
  );
}

/** A service's rate-limit settings, read from its configuration. */
export interface ClientRateLimitSettings {
  /**
   * The calls per client address each @ClientRateLimited route allows in its window, when the
   * service's configuration sets one (ideas: IDEAS_IP_RATE_LIMIT); unset, each route's own count.
   */
  clientLimit?: number;
  /**
   * The service's other throttlers (ideas' per-owner idea limit), guarded by their own
   * RetryAfterThrottlerGuard routes; each must skip the routes it does not limit.
   */
  throttlers?: ThrottlerOptions[];
}

export interface ClientRateLimitOptions<Deps extends unknown[]> {
  /** Providers handed to useFactory (e.g. the environment). */
  inject?: unknown[];
  /** The settings, from the injected providers. */
  useFactory?: (...deps: Deps) => ClientRateLimitSettings;
}

/**
 * The service's one ThrottlerModule (a Nest app has one: its options and storage are global):
 * counters per route and client address for routes marked @ClientRateLimited, plus the service's
 * own throttlers, kept in the service schema's rate_limit_counters (createRateLimitCounters), so
 * every instance counts the same calls. auth, with per-account throttlers on every limited route,
 * builds its own from the same storage, guard and clientThrottler.
 */
@Module({})
export class ClientRateLimitModule {
  static forSchema<Deps extends unknown[]>(schema: string, options: ClientRateLimitOptions<Deps> = {}): DynamicModule {
    return {
      module: ClientRateLimitModule,
      imports: [
        ThrottlerModule.forRootAsync({
          inject: [DataSource, ...(options.inject ?? [])],
          useFactory: (dataSource: DataSource, ...deps: unknown[]) => {
            const { clientLimit, throttlers = [] } = options.useFactory?.(...(deps as Deps)) ?? {};
            const routeLimit = (context: ExecutionContext) => Reflect.getMetadata(CLIENT_RATE_LIMIT, context.getHandler()) as RateLimit | undefined;
            // Asked only on the routes that have one: the throttler checks skipIf first.
            const limitOf = (context: ExecutionContext): RateLimit => {
              const limit = routeLimit(context) as RateLimit;
              return clientLimit ? { ...limit, limit: clientLimit } : limit;
            };
            return {
              storage: new PostgresThrottlerStorage(dataSource, schema),
              // Retry-After is set by RetryAfterThrottlerGuard; X-RateLimit-* would only tell a client its budget.
              setHeaders: false,
              throttlers: [
                { ...clientThrottler(limitOf), skipIf: (context: ExecutionContext) => routeLimit(context) === undefined },
                ...throttlers,
              ],
            };
          },
        }),
      ],
    };
  }
}
