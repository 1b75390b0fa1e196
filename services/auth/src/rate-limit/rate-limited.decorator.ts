import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { RetryAfterThrottlerGuard } from '@founder/server-kit';
import type { RateLimitedRoute } from '../domain/rate-limits';

export const RATE_LIMITED_ROUTE = 'founder:rate-limited-route';

/** Limits a route per IP and per account with the counts of RATE_LIMITS[route]; 429 beyond them. */
export function RateLimited(route: RateLimitedRoute): MethodDecorator {
  return applyDecorators(
    SetMetadata(RATE_LIMITED_ROUTE, route),
    UseGuards(RetryAfterThrottlerGuard),
    ApiTooManyRequestsResponse({ description: 'Too many attempts. Please try again in N minutes.' }),
  );
}
