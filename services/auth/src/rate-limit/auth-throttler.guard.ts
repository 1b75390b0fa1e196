import { Injectable } from '@nestjs/common';
import { RetryAfterThrottlerGuard } from '@founder/server-kit';
import { tooManyAttemptsMessage } from '../domain/rate-limits';

/** The throttler guard, answering 429 with a sentence that says how long to wait, and Retry-After. */
@Injectable()
export class AuthThrottlerGuard extends RetryAfterThrottlerGuard {
  protected tooManyMessage(secondsUntilRetry: number): string {
    return tooManyAttemptsMessage(secondsUntilRetry);
  }
}
