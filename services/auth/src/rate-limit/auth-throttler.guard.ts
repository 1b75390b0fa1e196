import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Response } from 'express';
import { tooManyAttemptsMessage } from '../domain/rate-limits';

/** The throttler guard, answering 429 with a sentence that says how long to wait, and Retry-After. */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, { timeToBlockExpire }: ThrottlerLimitDetail): Promise<void> {
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(timeToBlockExpire));
    throw new ThrottlerException(tooManyAttemptsMessage(timeToBlockExpire));
  }
}
