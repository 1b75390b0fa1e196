import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/user.entity';
import { InternalInvitationsController } from '../internal-invitations/internal-invitations.controller';
import { InternalUsersController } from './internal-users.controller';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [InternalUsersController, InternalInvitationsController],
})
export class InternalUsersModule {}
