import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PASSWORD_RESET_REQUESTED_MESSAGE, type CurrentUser, type EmailSentAnswer } from '@founder/contracts';
import type { Request, Response } from 'express';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { SessionCookies } from '../sessions/session-cookies';
import { toCurrentUser } from '../users/current-user';
import { CurrentUserResponse } from '../users/current-user.response';
import { PasswordResetConfirmDto } from './dto/password-reset-confirm.dto';
import { PasswordResetRequestDto } from './dto/password-reset-request.dto';
import { EmailSentResponse } from './email-sent.response';
import { PasswordResetService } from './password-reset.service';

@ApiTags('auth')
@Controller('api/auth/password-reset')
export class PasswordResetController {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly sessionCookies: SessionCookies,
  ) {}

  /** Answers 202 at once, the same for any address; the email (if any) is prepared afterwards. */
  @Post('request')
  @HttpCode(202)
  @RateLimited('passwordResetRequest')
  @ApiAcceptedResponse({ type: EmailSentResponse, description: 'The same answer for any address' })
  request(@Body() { email }: PasswordResetRequestDto): EmailSentAnswer {
    void this.resets.request(email);
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  }

  /**
   * Sets the new password and signs this browser in with a session for this browser only (the
   * link may have been opened on any computer); every other session has ended.
   */
  @Post('confirm')
  @HttpCode(200)
  @RateLimited('passwordResetConfirm')
  @ApiOkResponse({ type: CurrentUserResponse, description: 'The founder, signed in; the session cookie is set' })
  @ApiBadRequestResponse({ description: 'This link is invalid or has expired. / a password rule' })
  async confirm(@Body() { token, newPassword }: PasswordResetConfirmDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<CurrentUser> {
    const user = await this.resets.confirm(token, newPassword);
    await this.sessionCookies.start(request, response, user.id, false);
    return toCurrentUser(user);
  }
}
