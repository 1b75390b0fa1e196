import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiTags } from '@nestjs/swagger';
import { SIGN_IN_PAGE_PATH, SIGNED_IN_LANDING_PATH } from '@founder/contracts';
import type { Response } from 'express';
import { DeviceCookies } from '../devices/device-cookies';
import { SessionCookies } from '../sessions/session-cookies';
import { GoogleSignInGuard, type RequestWithGoogleOutcome } from './google-sign-in.guard';

/**
 * Google sign-in and sign-up by browser navigation. Every answer is a redirect to a fixed path of
 * this site (no return URL is taken from the request, so no open redirect).
 */
const REDIRECT_LOCATION = { Location: { description: 'Where the browser goes next', schema: { type: 'string' } } };

@ApiTags('auth')
@Controller('api/auth/google')
@UseGuards(GoogleSignInGuard)
export class GoogleSignInController {
  constructor(
    private readonly sessionCookies: SessionCookies,
    private readonly devices: DeviceCookies,
  ) {}

  /** Sends the browser to Google; when Google sign-in is not configured, to /app?error=google_unavailable. */
  @Get()
  @ApiFoundResponse({ description: "To Google's consent page, or to /app?error=<code>", headers: REDIRECT_LOCATION })
  start(@Req() request: RequestWithGoogleOutcome, @Res() response: Response): void {
    response.redirect(302, failurePage(request));
  }

  /** Google's answer: a remembered session, a known browser and /dashboard, or /app?error=<code>. */
  @Get('callback')
  @ApiFoundResponse({ description: 'To /dashboard signed in, or to /app?error=<code>', headers: REDIRECT_LOCATION })
  async callback(@Req() request: RequestWithGoogleOutcome, @Res() response: Response): Promise<void> {
    const outcome = request.user;
    if (!outcome || !('user' in outcome)) return response.redirect(302, failurePage(request));
    await this.sessionCookies.start(request, response, outcome.user.id, true);
    if (outcome.user.email) this.devices.remember(request, response, outcome.user.email);
    response.redirect(302, SIGNED_IN_LANDING_PATH);
  }
}

function failurePage(request: RequestWithGoogleOutcome): string {
  const outcome = request.user;
  const code = outcome && 'failure' in outcome ? outcome.failure : 'google_failed';
  return `${SIGN_IN_PAGE_PATH}?error=${code}`;
}
