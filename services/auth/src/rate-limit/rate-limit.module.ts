import { Module, type ExecutionContext } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import type { Request } from 'express';
import { clientAddress, PostgresThrottlerStorage } from '@founder/server-kit';
import { AuthEnvironment } from '../auth-environment';
import { accountOfAttempt, rateLimitsOf, type RateLimitedRoute, type RouteRateLimits } from '../domain/rate-limits';
import { RATE_LIMITED_ROUTE } from './rate-limited.decorator';

/**
 * Three throttlers for the routes marked @RateLimited: 'ip' counts attempts per client address,
 * 'accountClient' per email in the body and client address, 'account' per email. Counters are
 * per route (the throttler keys them by handler) and kept in PostgreSQL.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AuthEnvironment, DataSource],
      useFactory: (environment: AuthEnvironment, dataSource: DataSource) => {
        const limitsOf = (context: ExecutionContext): RouteRateLimits => {
          const route = Reflect.getMetadata(RATE_LIMITED_ROUTE, context.getHandler()) as RateLimitedRoute;
          return rateLimitsOf(route, environment.AUTH_IP_RATE_LIMIT);
        };
        const bodyOf = (context: ExecutionContext) => context.switchToHttp().getRequest<Request>().body as unknown;
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the throttler hands trackers Record<string, any>
        const clientOf = (request: Record<string, any>) => clientAddress(request['headers']['x-forwarded-for'], request['socket']?.remoteAddress);
        return {
          storage: new PostgresThrottlerStorage(dataSource, 'auth'),
          // Retry-After is set by AuthThrottlerGuard; X-RateLimit-* would tell a guesser its budget.
          setHeaders: false,
          throttlers: [
            {
              name: 'ip',
              ttl: (context) => limitsOf(context).perIp.windowMs,
              limit: (context) => limitsOf(context).perIp.limit,
              getTracker: clientOf,
            },
            {
              name: 'accountClient',
              skipIf: (context) => !limitsOf(context).perAccountClient || accountOfAttempt(bodyOf(context)) === null,
              ttl: (context) => limitsOf(context).perAccountClient?.windowMs ?? 1,
              limit: (context) => limitsOf(context).perAccountClient?.limit ?? 1,
              getTracker: (request) => `${accountOfAttempt(request['body'])} ${clientOf(request)}`,
            },
            {
              name: 'account',
              skipIf: (context) => !limitsOf(context).perAccount || accountOfAttempt(bodyOf(context)) === null,
              ttl: (context) => limitsOf(context).perAccount?.windowMs ?? 1,
              limit: (context) => limitsOf(context).perAccount?.limit ?? 1,
              getTracker: (request) => accountOfAttempt(request['body']) ?? '',
            },
          ],
        };
      },
    }),
  ],
})
export class RateLimitModule {}
