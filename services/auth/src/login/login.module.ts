import { Module } from '@nestjs/common';
import { DevicesModule } from '../devices/devices.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { LoginController } from './login.controller';
import { LoginFailureCounters } from './login-failure-counters';
import { LoginService } from './login.service';
import { LoginThrottle } from './login-throttle';

@Module({
  imports: [UsersModule, SessionsModule, PasswordsModule, DevicesModule],
  controllers: [LoginController],
  providers: [LoginService, LoginThrottle, LoginFailureCounters],
})
export class LoginModule {}
