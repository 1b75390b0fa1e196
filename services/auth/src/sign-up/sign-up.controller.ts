import { Body, Controller, Post, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { CurrentUser } from '@founder/contracts';
import type { Request, Response } from 'express';
import { DeviceCookies } from '../devices/device-cookies';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { SessionCookies } from '../sessions/session-cookies';
import { toCurrentUser } from '../users/current-user';
import { SignUpDto } from './dto/sign-up.dto';
import { SignUpService } from './sign-up.service';
import { CurrentUserResponse } from '../users/current-user.response';

@ApiTags('auth')
@Controller('api/auth')
export class SignUpController {
  constructor(
    private readonly signUps: SignUpService,
    private readonly sessionCookies: SessionCookies,
    private readonly devices: DeviceCookies,
  ) {}

  /** Creates the account and signs the browser in (a remembered session, a known browser), answering the user. */
  @Post('signup')
  @RateLimited('signUp')
  @ApiCreatedResponse({ type: CurrentUserResponse, description: 'The new user; the session cookie is set' })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  async signUp(@Body() body: SignUpDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<CurrentUser> {
    const user = await this.signUps.signUp(body);
    await this.sessionCookies.start(request, response, user.id, true);
    if (user.email) this.devices.remember(request, response, user.email);
    return toCurrentUser(user);
  }
}
