import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [UsersModule, SessionsModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
