import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, RequireIdentity } from '@founder/server-kit';
import type { Request, Response } from 'express';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { SessionCookies } from '../sessions/session-cookies';
import { SessionsService } from '../sessions/sessions.service';
import { ChangePasswordService } from './change-password.service';
import { ChangePasswordDto } from './dto/change-password.dto';

@ApiTags('auth')
@Controller('api/auth')
export class ChangePasswordController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly passwordChanges: ChangePasswordService,
    private readonly sessionCookies: SessionCookies,
  ) {}

  /**
   * Changes the password. Every session of the account ends, this browser's too; this browser
   * stays signed in with a new session of the same kind (remembered or not).
   */
  @Post('change-password')
  @HttpCode(204)
  @RequireIdentity()
  @RateLimited('changePassword')
  @ApiNoContentResponse({ description: 'Password changed; a new session cookie is set' })
  @ApiBadRequestResponse({ description: "Current password is incorrect / New password and confirmation don't match / ..." })
  async change(
    @CurrentIdentity() identity: Identity,
    @Body() body: ChangePasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    const session = await this.sessions.requireLive(identity);
    await this.passwordChanges.change(identity.userId, body);
    await this.sessionCookies.start(request, response, identity.userId, session.persistent);
  }
}
