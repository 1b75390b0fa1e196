import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { tooManyAttemptsMessage } from './rate-limits';

/** The throttler guard, answering 429 with a sentence that says how long to wait, and Retry-After. */
@Injectable()
export class RetryAfterThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, { timeToBlockExpire }: ThrottlerLimitDetail): Promise<void> {
    // Express's response and Fastify's reply both have header(name, value).
    context.switchToHttp().getResponse<{ header(name: string, value: string): unknown }>().header('Retry-After', String(timeToBlockExpire));
    throw new ThrottlerException(tooManyAttemptsMessage(timeToBlockExpire));
  }
}
