import { Module } from '@nestjs/common';
import { AuthInvitationsClient } from './auth-invitations.client';
import { MembersController } from './members.controller';
import { MembersService } from './members.service';

/** Company teams: members, roles, invitations (issue 32). */
@Module({
  controllers: [MembersController],
  providers: [MembersService, AuthInvitationsClient],
})
export class MembersModule {}
