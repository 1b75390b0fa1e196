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
  static forSchema(schema: string): DynamicModule {
    return {
      module: ClientRateLimitModule,
      imports: [
        ThrottlerModule.forRootAsync({
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => ({
            storage: new PostgresThrottlerStorage(dataSource, schema),
            // Retry-After is set by RetryAfterThrottlerGuard; X-RateLimit-* would only tell a client its budget.
            setHeaders: false,
            throttlers: [clientThrottler((context: ExecutionContext) => Reflect.getMetadata(CLIENT_RATE_LIMIT, context.getHandler()) as RateLimit)],
          }),
        }),
      ],
    };
  }
}
