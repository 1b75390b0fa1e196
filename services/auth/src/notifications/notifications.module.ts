import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { InternalNotificationsController } from './internal-notifications.controller';
import { NotificationSettingsEntity } from './notification-settings.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { PendingSiteSignUp } from './pending-site-sign-up.entity';
import { SiteSignUpDigests } from './site-sign-up-digests';

@Module({
  imports: [TypeOrmModule.forFeature([NotificationSettingsEntity, PendingSiteSignUp]), UsersModule, SessionsModule],
  controllers: [NotificationsController, InternalNotificationsController],
  providers: [NotificationsService, SiteSignUpDigests],
})
export class NotificationsModule {}
