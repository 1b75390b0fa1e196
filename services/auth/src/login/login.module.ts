import { Module } from '@nestjs/common';
import { PasswordsModule } from '../passwords/passwords.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { LoginController } from './login.controller';
import { LoginService } from './login.service';

@Module({
  imports: [UsersModule, SessionsModule, PasswordsModule],
  controllers: [LoginController],
  providers: [LoginService],
})
export class LoginModule {}
