import { Module } from '@nestjs/common';
import { EmailVerificationModule } from '../email-verification/email-verification.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [UsersModule, SessionsModule, EmailVerificationModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
