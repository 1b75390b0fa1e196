import { Injectable } from '@nestjs/common';
import { reachedOverHttps } from '@founder/identity';
import type { Request, Response } from 'express';
import { AuthEnvironment } from '../auth-environment';
import { cookieWithDevice, cookieWithoutDevice, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, deviceCookieKey, knownDeviceOf } from '../domain/device-cookie';

/** The founder_device cookie of a request and response (domain/device-cookie.ts says what it is). */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(environment: AuthEnvironment) {
    this.key = deviceCookieKey(environment.IDENTITY_SECRET);
  }

  /** The id of this browser for the account, when it signed in to it before; else null. */
  knownDevice(request: Request, account: string): string | null {
    return knownDeviceOf(cookieOf(request), account, this.key);
  }

  /** After a successful sign-in: the browser is known to the account from now on, for a year. */
  remember(request: Request, response: Response, account: string): void {
    response.cookie(DEVICE_COOKIE, cookieWithDevice(cookieOf(request), account, this.key), {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: reachedOverHttps(request.headers['x-forwarded-proto'], request.protocol),
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
  }

  /** After the account is deleted: the browser's entry for it goes, its entries for other accounts stay. */
  forget(request: Request, response: Response, account: string): void {
    const rest = cookieWithoutDevice(cookieOf(request), account, this.key);
    const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: reachedOverHttps(request.headers['x-forwarded-proto'], request.protocol) };
    if (rest === null) response.clearCookie(DEVICE_COOKIE, options);
    else response.cookie(DEVICE_COOKIE, rest, { ...options, maxAge: DEVICE_COOKIE_MAX_AGE_MS });
  }
}

function cookieOf(request: Request): unknown {
  return (request.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
}
