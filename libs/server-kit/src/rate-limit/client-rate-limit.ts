import { applyDecorators, Module, SetMetadata, UseGuards, type DynamicModule, type ExecutionContext } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerModule } from '@nestjs/throttler';
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

/**
 * The throttler for routes marked @ClientRateLimited: counters per route and client address,
 * kept in the service schema's rate_limit_counters (createRateLimitCounters), so every instance
 * counts the same calls. Services with more throttlers (auth's per-account ones) build their own.
 */
@Module({})
export class ClientRateLimitModule {
  /** `limitOverride` (given the `inject`ed providers, e.g. the environment) replaces every route's count when it gives one. */
  static forSchema<Deps extends unknown[]>(schema: string, options: { inject?: unknown[]; limitOverride?: (...deps: Deps) => number | undefined } = {}): DynamicModule {
    return {
      module: ClientRateLimitModule,
      imports: [
        ThrottlerModule.forRootAsync({
          inject: [DataSource, ...(options.inject ?? [])],
          useFactory: (dataSource: DataSource, ...deps: unknown[]) => {
            const override = options.limitOverride?.(...(deps as Deps));
            const limitOf = (context: ExecutionContext): RateLimit => {
              const limit = Reflect.getMetadata(CLIENT_RATE_LIMIT, context.getHandler()) as RateLimit;
              return override ? { ...limit, limit: override } : limit;
            };
            return {
              storage: new PostgresThrottlerStorage(dataSource, schema),
              // Retry-After is set by RetryAfterThrottlerGuard; X-RateLimit-* would only tell a client its budget.
              setHeaders: false,
              throttlers: [clientThrottler(limitOf)],
            };
          },
        }),
      ],
    };
  }
}
