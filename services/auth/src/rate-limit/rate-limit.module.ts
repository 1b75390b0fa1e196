import { Module, type ExecutionContext } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { clientOfRequest, clientThrottler, PostgresThrottlerStorage } from '@founder/server-kit';
import { DataSource } from 'typeorm';
import type { Request } from 'express';
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
        return {
          storage: new PostgresThrottlerStorage(dataSource, 'auth'),
          // Retry-After is set by RetryAfterThrottlerGuard; X-RateLimit-* would tell a guesser its budget.
          setHeaders: false,
          throttlers: [
            clientThrottler((context) => limitsOf(context).perIp),
            {
              name: 'accountClient',
              skipIf: (context) => !limitsOf(context).perAccountClient || accountOfAttempt(bodyOf(context)) === null,
              ttl: (context) => limitsOf(context).perAccountClient?.windowMs ?? 1,
              limit: (context) => limitsOf(context).perAccountClient?.limit ?? 1,
              getTracker: (request) => `${accountOfAttempt(request['body'])} ${clientOfRequest(request)}`,
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
