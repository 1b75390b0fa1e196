import { Global, Module } from '@nestjs/common';
import { AuthUsersClient } from '../users/auth-users.client';
import { ActivityController } from './activity.controller';
import { ActivityRecorder } from './activity-recorder';
import { ActivityService } from './activity.service';

/** GET /api/companies/{id}/activity, and the recorder every feature that changes a company's work calls (global, like the access helper). */
@Global()
@Module({
  controllers: [ActivityController],
  providers: [ActivityService, ActivityRecorder, AuthUsersClient],
  exports: [ActivityRecorder, AuthUsersClient],
})
export class ActivityModule {}
