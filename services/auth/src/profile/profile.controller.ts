import { Body, Controller, Patch } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CurrentUser } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, RequireIdentity } from '@founder/server-kit';
import { SessionsService } from '../sessions/sessions.service';
import { toCurrentUser } from '../users/current-user';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfileService } from './profile.service';
import { CurrentUserResponse } from '../users/current-user.response';

@ApiTags('auth')
@Controller('api/auth')
export class ProfileController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly profiles: ProfileService,
  ) {}

  @Patch('profile')
  @RequireIdentity()
  @ApiOkResponse({ type: CurrentUserResponse, description: 'The updated user' })
  @ApiConflictResponse({ description: 'An account with this email already exists / This username is already taken' })
  async update(@CurrentIdentity() identity: Identity, @Body() changes: UpdateProfileDto): Promise<CurrentUser> {
    await this.sessions.requireLive(identity);
    return toCurrentUser(await this.profiles.update(identity.userId, changes));
  }
}
