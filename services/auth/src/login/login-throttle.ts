import { Injectable } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { tooManyAttemptsMessage } from '@founder/server-kit';
import type { Request, Response } from 'express';
import { DeviceCookies } from '../devices/device-cookies';
import { LoginFailureCounters } from './login-failure-counters';

/** The counter a sign-in attempt is on: its browser's, when the account knows it, else the account's unknown clients'. */
export interface LoginAttempt {
  counterKey: string;
  knownDevice: boolean;
}

/**
 * Sign-in attempts slowed per counter (domain/login-slowdown.ts), never locked: a stranger's
 * failures slow the account's unknown clients and leave the browsers that signed in to it before
 * (device cookies) on their own allowance. Only failures count.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly devices: DeviceCookies,
    private readonly counters: LoginFailureCounters,
  ) {}

  /** The attempt's counter, on which it counts as a failure until it succeeds; 429 with Retry-After while that counter's wait runs. */
  async admit(account: string, request: Request, response: Response): Promise<LoginAttempt> {
    const deviceId = this.devices.knownDevice(request, account);
    const attempt = { counterKey: LoginFailureCounters.keyOf(account, deviceId), knownDevice: deviceId !== null };
    const seconds = await this.counters.admit(attempt.counterKey);
    if (seconds > 0) {
      response.header('Retry-After', String(seconds));
      throw new ThrottlerException(tooManyAttemptsMessage(seconds));
    }
    return attempt;
  }

  /**
   * The attempt was no failure: a known browser's failures are forgotten (its owner's typos), an
   * unknown client's attempt is taken back; the browser is known to the account from now on.
   */
  async succeeded(attempt: LoginAttempt, account: string, request: Request, response: Response): Promise<void> {
    if (attempt.knownDevice) await this.counters.clear(attempt.counterKey);
    else await this.counters.refund(attempt.counterKey);
    this.devices.remember(request, response, account);
  }
}
