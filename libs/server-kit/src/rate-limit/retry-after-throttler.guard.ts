import type { ExecutionContext } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';

/**
 * @nestjs/throttler's guard answering 429 with the service's sentence for how long to wait, and
 * Retry-After in seconds (Express's response and Fastify's reply both have header()).
 */
export abstract class RetryAfterThrottlerGuard extends ThrottlerGuard {
  protected abstract tooManyMessage(secondsUntilRetry: number): string;

  protected override async throwThrottlingException(context: ExecutionContext, { timeToBlockExpire }: ThrottlerLimitDetail): Promise<void> {
    context.switchToHttp().getResponse<{ header(name: string, value: string): unknown }>().header('Retry-After', String(timeToBlockExpire));
    throw new ThrottlerException(this.tooManyMessage(timeToBlockExpire));
  }
}
