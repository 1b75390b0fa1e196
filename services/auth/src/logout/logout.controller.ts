import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SessionCookies } from '../sessions/session-cookies';

@ApiTags('auth')
@Controller('api/auth')
export class LogoutController {
  constructor(private readonly sessionCookies: SessionCookies) {}

  /**
   * Ends the session server-side (a copy of the cookie stops working too) and clears the cookie.
   * 204 whether or not there was a session: the browser ends signed out either way.
   */
  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Signed out' })
  async logOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.sessionCookies.end(request, response);
  }
}
