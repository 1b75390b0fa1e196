import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CurrentUser } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, RequireIdentity, notAuthenticated } from '@founder/server-kit';
import { SessionsService } from '../sessions/sessions.service';
import { toCurrentUser } from '../users/current-user';
import { UsersService } from '../users/users.service';
import { CurrentUserResponse } from '../users/current-user.response';

@ApiTags('auth')
@Controller('api/auth')
export class MeController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  /** The signed-in user. The assertion is seconds old; the session is re-checked so a revoked one stops at once. */
  @Get('me')
  @RequireIdentity()
  @ApiOkResponse({ type: CurrentUserResponse, description: 'The current user' })
  async me(@CurrentIdentity() identity: Identity): Promise<CurrentUser> {
    await this.sessions.requireLive(identity);
    const user = await this.users.findById(identity.userId);
    if (!user) throw notAuthenticated();
    return toCurrentUser(user);
  }
}
