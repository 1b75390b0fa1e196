import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { MailModule, ServiceCoreModule } from '@founder/server-kit';
import cookieParser from 'cookie-parser';
import { AccountLeavingModule } from './account-leaving/account-leaving.module';
import { AuthEnvironment } from './auth-environment';
import { authDatabase } from './auth-database';
import { ChangePasswordModule } from './password/change-password.module';
import { EmailVerificationModule } from './email-verification/email-verification.module';
import { GoogleModule } from './google/google.module';
import { InternalUsersModule } from './internal-users/internal-users.module';
import { LoginModule } from './login/login.module';
import { LogoutModule } from './logout/logout.module';
import { MeModule } from './me/me.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { ProfileModule } from './profile/profile.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { SessionsModule } from './sessions/sessions.module';
import { SignUpModule } from './sign-up/sign-up.module';
import { WaitlistModule } from './waitlist/waitlist.module';

/** pg-boss's schema for auth's mail queue. */
const MAIL_QUEUE_SCHEMA = 'auth_mail';

@Module({
  imports: [
    ServiceCoreModule.forService({ name: 'auth', environment: AuthEnvironment, database: authDatabase, jobQueueSchemas: [MAIL_QUEUE_SCHEMA] }),
    MailModule.forService(MAIL_QUEUE_SCHEMA),
    RateLimitModule,
    WaitlistModule,
    SessionsModule,
    MeModule,
    SignUpModule,
    LoginModule,
    LogoutModule,
    ProfileModule,
    ChangePasswordModule,
    PasswordResetModule,
    EmailVerificationModule,
    GoogleModule,
    InternalUsersModule,
    AccountLeavingModule,
    NotificationsModule,
  ],
})
export class AppModule implements NestModule {
  /** The session and OAuth state cookies are read from request.cookies. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(cookieParser()).forRoutes({ path: '{*splat}', method: RequestMethod.ALL });
  }
}
