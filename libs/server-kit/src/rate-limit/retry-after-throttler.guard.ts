import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { tooManyAttemptsMessage } from './rate-limits';

/**
 * The throttler guard, answering 429 with a sentence that says how long to wait, and Retry-After
 * in seconds. A route whose 429 says something else (ideas' "Too many ideas submitted") extends it
 * and overrides tooManyMessage.
 */
@Injectable()
export class RetryAfterThrottlerGuard extends ThrottlerGuard {
  protected tooManyMessage(secondsUntilRetry: number): string {
    return tooManyAttemptsMessage(secondsUntilRetry);
  }

  protected override async throwThrottlingException(context: ExecutionContext, { timeToBlockExpire }: ThrottlerLimitDetail): Promise<void> {
    // Express's response and Fastify's reply both have header(name, value).
    context.switchToHttp().getResponse<{ header(name: string, value: string): unknown }>().header('Retry-After', String(timeToBlockExpire));
    throw new ThrottlerException(this.tooManyMessage(timeToBlockExpire));
  }
}
