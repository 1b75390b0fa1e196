import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerOptions } from '@nestjs/throttler';
import { clientAddress, type RateLimit } from './rate-limits';

/** The client address of a request the throttler hands over (Express or Fastify alike). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the throttler hands trackers Record<string, any>
export const clientOfRequest = (request: Record<string, any>): string => clientAddress(request['headers']['x-forwarded-for'], request['socket']?.remoteAddress);

/** The 'ip' throttler: counts calls per client address, with the limit a route's metadata gives. */
export function clientThrottler(limitOf: (context: ExecutionContext) => RateLimit): ThrottlerOptions {
  return {
    name: 'ip',
    ttl: (context) => limitOf(context).windowMs,
    limit: (context) => limitOf(context).limit,
    getTracker: clientOfRequest,
  };
}
