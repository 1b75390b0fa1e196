import { Module, type ExecutionContext } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { clientThrottler, PostgresThrottlerStorage } from '@founder/server-kit';
import { DataSource } from 'typeorm';
import type { Request } from 'express';
import { AuthEnvironment } from '../auth-environment';
import { DEVICE_COOKIE, deviceCookieKey, knownDeviceOf } from '../domain/device-cookie';
import { accountOfAttempt, rateLimitsOf, type RateLimitedRoute, type RouteRateLimits } from '../domain/rate-limits';
import { RATE_LIMITED_ROUTE } from './rate-limited.decorator';

/**
 * Two throttlers for the routes marked @RateLimited: 'ip' counts attempts per client address,
 * except a login from a browser the account knows (its failures count on its own, LoginThrottle),
 * so a stranger sharing its address cannot stop it; 'account' per email. Counters are per route
 * (the throttler keys them by handler) and kept in PostgreSQL.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AuthEnvironment, DataSource],
      useFactory: (environment: AuthEnvironment, dataSource: DataSource) => {
        const routeOf = (context: ExecutionContext) => Reflect.getMetadata(RATE_LIMITED_ROUTE, context.getHandler()) as RateLimitedRoute;
        const limitsOf = (context: ExecutionContext): RouteRateLimits => rateLimitsOf(routeOf(context), environment.AUTH_IP_RATE_LIMIT);
        const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<Request>();
        const deviceKey = deviceCookieKey(environment.IDENTITY_SECRET);
        const fromKnownDevice = (context: ExecutionContext) => {
          const request = requestOf(context);
          const account = accountOfAttempt(request.body);
          const cookie = (request.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
          return routeOf(context) === 'login' && account !== null && knownDeviceOf(cookie, account, deviceKey) !== null;
        };
        return {
          storage: new PostgresThrottlerStorage(dataSource, 'auth'),
          // Retry-After is set by RetryAfterThrottlerGuard; X-RateLimit-* would tell a guesser its budget.
          setHeaders: false,
          throttlers: [
            { ...clientThrottler((context) => limitsOf(context).perIp), skipIf: fromKnownDevice },
            {
              name: 'account',
              skipIf: (context) => !limitsOf(context).perAccount || accountOfAttempt(requestOf(context).body) === null,
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
