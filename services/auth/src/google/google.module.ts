import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthEnvironment } from '../auth-environment';
import { DevicesModule } from '../devices/devices.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { GoogleAccountsService } from './google-accounts.service';
import { GoogleOAuthStrategy } from './google-oauth.strategy';
import { GoogleSignInController } from './google-sign-in.controller';
import { GoogleSignInGuard } from './google-sign-in.guard';

@Module({
  imports: [PassportModule.register({ session: false }), UsersModule, SessionsModule, DevicesModule],
  controllers: [GoogleSignInController],
  providers: [
    GoogleAccountsService,
    GoogleSignInGuard,
    {
      // Without credentials there is no strategy; the guard sends the buttons to a clear message.
      provide: GoogleOAuthStrategy,
      inject: [AuthEnvironment, GoogleAccountsService],
      useFactory: (environment: AuthEnvironment, accounts: GoogleAccountsService) =>
        environment.googleConfigured ? new GoogleOAuthStrategy(environment, accounts) : null,
    },
  ],
})
export class GoogleModule {}
