import { Module } from '@nestjs/common';
import { DevicesModule } from '../devices/devices.module';
import { EmailVerificationModule } from '../email-verification/email-verification.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { SignUpController } from './sign-up.controller';
import { SignUpService } from './sign-up.service';

@Module({
  imports: [UsersModule, SessionsModule, PasswordsModule, DevicesModule, EmailVerificationModule],
  controllers: [SignUpController],
  providers: [SignUpService],
})
export class SignUpModule {}
