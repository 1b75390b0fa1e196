import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiHeader, ApiTags } from '@nestjs/swagger';
import { INTERNAL_NOTIFICATIONS_PATH, type InternalNotification } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER } from '@founder/identity';
import { InternalTokenGuard } from '@founder/server-kit';
import { InternalNotificationDto, NotificationOutcomeResponse } from './dto/internal-notification.dto';
import { NotificationsService } from './notifications.service';

/**
 * ideas and community tell auth what happened (their notifier's jobs); auth owns the addresses,
 * so it checks the founder's switch and builds the email. Outside /api: never proxied.
 */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'internalToken(IDENTITY_SECRET)' })
@UseGuards(InternalTokenGuard)
@Controller(INTERNAL_NOTIFICATIONS_PATH.slice(1))
export class InternalNotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Post()
  @HttpCode(202)
  @ApiAcceptedResponse({ type: NotificationOutcomeResponse, description: 'What became of it: queued, held, switched off, or no address' })
  async notify(@Body() body: InternalNotificationDto): Promise<NotificationOutcomeResponse> {
    return { outcome: await this.notifications.notify(body as unknown as InternalNotification) };
  }
}
