import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NOTIFICATION_PATHS, type NotificationSettings, type UnsubscribeAnswer } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, RequireIdentity } from '@founder/server-kit';
import { SessionsService } from '../sessions/sessions.service';
import { NotificationSettingsDto } from './dto/notification-settings.dto';
import { UnsubscribeDto, UnsubscribeResponse } from './dto/unsubscribe.dto';
import { NotificationsService } from './notifications.service';

/** The signed-in founder's notification switches, and the unsubscribe link of every email. */
@ApiTags('auth')
@Controller()
export class NotificationsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly notifications: NotificationsService,
  ) {}

  @Get(NOTIFICATION_PATHS.settings.slice(1))
  @RequireIdentity()
  @ApiOkResponse({ type: NotificationSettingsDto, description: 'Every kind on unless the founder turned it off' })
  async get(@CurrentIdentity() identity: Identity): Promise<NotificationSettings> {
    await this.sessions.requireLive(identity);
    return this.notifications.settings(identity.userId);
  }

  @Put(NOTIFICATION_PATHS.settings.slice(1))
  @RequireIdentity()
  @ApiOkResponse({ type: NotificationSettingsDto, description: 'The settings as saved' })
  async put(@CurrentIdentity() identity: Identity, @Body() settings: NotificationSettingsDto): Promise<NotificationSettings> {
    await this.sessions.requireLive(identity);
    return this.notifications.update(identity.userId, settings);
  }

  /**
   * One click in an email turns its kind off, signed in or not. A POST from the unsubscribe page,
   * not a GET on the emailed link: mail scanners open links, and must not switch anything off.
   */
  @Post(NOTIFICATION_PATHS.unsubscribe.slice(1))
  @HttpCode(200)
  @ApiOkResponse({ type: UnsubscribeResponse, description: 'The kind is off' })
  @ApiBadRequestResponse({ description: 'This link is invalid or has expired.' })
  unsubscribe(@Body() { token }: UnsubscribeDto): Promise<UnsubscribeAnswer> {
    return this.notifications.unsubscribe(token);
  }
}
