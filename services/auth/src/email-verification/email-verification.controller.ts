import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { verificationSentMessage, type EmailConfirmedAnswer, type EmailSentAnswer } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, notAuthenticated, RequireIdentity } from '@founder/server-kit';
import { EmailSentResponse } from '../password-reset/email-sent.response';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../users/users.service';
import { EmailVerificationConfirmDto } from './dto/email-verification-confirm.dto';
import { EmailConfirmedResponse } from './email-confirmed.response';
import { EmailVerificationService } from './email-verification.service';

@ApiTags('auth')
@Controller('api/auth/verify-email')
export class EmailVerificationController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly verification: EmailVerificationService,
  ) {}

  /** Sends the signed-in founder's link again: to a new address waiting for it, else to the unverified current one. */
  @Post('request')
  @HttpCode(202)
  @RequireIdentity()
  @RateLimited('verifyEmailRequest')
  @ApiAcceptedResponse({ type: EmailSentResponse, description: 'We sent a link to ada@example.com. Open it to verify your email address.' })
  @ApiConflictResponse({ description: 'Your email address is already verified.' })
  async request(@CurrentIdentity() identity: Identity): Promise<EmailSentAnswer> {
    await this.sessions.requireLive(identity);
    const user = await this.users.findById(identity.userId);
    if (!user) throw notAuthenticated();
    return { message: verificationSentMessage(await this.verification.resend(user)) };
  }

  /** Opens an emailed link; no session needed (the link may be opened on any computer). */
  @Post('confirm')
  @HttpCode(200)
  @RateLimited('verifyEmailConfirm')
  @ApiOkResponse({ type: EmailConfirmedResponse })
  @ApiBadRequestResponse({ description: 'This link is invalid or has expired.' })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  confirm(@Body() { token }: EmailVerificationConfirmDto): Promise<EmailConfirmedAnswer> {
    return this.verification.confirm(token);
  }
}
