import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { CurrentUser } from '@founder/contracts';
import type { Request, Response } from 'express';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { SessionCookies } from '../sessions/session-cookies';
import { toCurrentUser } from '../users/current-user';
import { LogInDto } from './dto/log-in.dto';
import { LoginService } from './login.service';
import { LoginThrottle } from './login-throttle';
import { CurrentUserResponse } from '../users/current-user.response';

@ApiTags('auth')
@Controller('api/auth')
export class LoginController {
  constructor(
    private readonly logins: LoginService,
    private readonly throttle: LoginThrottle,
    private readonly sessionCookies: SessionCookies,
  ) {}

  /**
   * Signs the browser in with a new session; `rememberMe: false` makes it a browser-session cookie.
   * The browser is remembered (founder_device) so that a stranger's failures never slow it.
   */
  @Post('login')
  @HttpCode(200)
  @RateLimited('login')
  @ApiOkResponse({ type: CurrentUserResponse, description: 'The user; the session and device cookies are set' })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  async logIn(@Body() { email, password, rememberMe }: LogInDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<CurrentUser> {
    const attempt = await this.throttle.admit(email, request, response);
    // A wrong password leaves the attempt counted as a failure.
    const user = await this.logins.verifyCredentials(email, password);
    await this.sessionCookies.start(request, response, user.id, rememberMe ?? true);
    await this.throttle.succeeded(attempt, email, request, response);
    return toCurrentUser(user);
  }
}
