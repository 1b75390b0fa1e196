import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@founder/server-kit';
import { AuthEnvironment } from './auth-environment';
import { authDatabase } from './auth-database';
import { MeModule } from './me/me.module';
import { SessionsModule } from './sessions/sessions.module';
import { WaitlistModule } from './waitlist/waitlist.module';

@Module({
  imports: [
    ServiceCoreModule.forService({ name: 'auth', environment: AuthEnvironment, database: authDatabase }),
    WaitlistModule,
    SessionsModule,
    MeModule,
  ],
})
export class AppModule {}
