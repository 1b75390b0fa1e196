import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  INVALID_EMAIL_LINK_MESSAGE,
  NOTIFICATION_KINDS,
  UNSUBSCRIBED_MESSAGE,
  UNSUBSCRIBE_PAGE_PATH,
  type InternalNotification,
  type NotificationKind,
  type NotificationSettings,
  type UnsubscribeAnswer,
} from '@founder/contracts';
import { Mailer } from '@founder/server-kit';
import { Repository } from 'typeorm';
import { AuthEnvironment } from '../auth-environment';
import { notificationEmail, type NotificationMessage } from '../domain/notification-emails';
import { readUnsubscribeToken, unsubscribeToken } from '../domain/unsubscribe-token';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { NotificationOutcome } from './dto/internal-notification.dto';
import { canSendMailToOthers } from '../domain/mail-to-others';
import { NotificationSettingsEntity } from './notification-settings.entity';
import { PendingSiteSignUp } from './pending-site-sign-up.entity';


function displayName(user: User | null): string {
  return user?.name?.trim() || user?.username || 'A founder';
}

@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(NotificationSettingsEntity) private readonly settingsRows: Repository<NotificationSettingsEntity>,
    @InjectRepository(PendingSiteSignUp) private readonly pending: Repository<PendingSiteSignUp>,
    private readonly users: UsersService,
    private readonly mailer: Mailer,
    private readonly environment: AuthEnvironment,
  ) {}

  async settings(userId: number): Promise<NotificationSettings> {
    const row = await this.settingsRows.findOneBy({ userId });
    const disabled = new Set(row?.disabledKinds ?? []);
    return {
      enabled: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !disabled.has(kind)])) as NotificationSettings['enabled'],
      siteSignUpMode: row?.siteSignUpMode ?? 'immediately',
    };
  }

  async update(userId: number, { enabled, siteSignUpMode }: NotificationSettings): Promise<NotificationSettings> {
    const disabledKinds = NOTIFICATION_KINDS.filter((kind) => !enabled[kind]);
    await this.settingsRows.upsert({ userId, disabledKinds, siteSignUpMode }, ['userId']);
    return this.settings(userId);
  }

  /** Turns off the kind of an unsubscribe link, for its founder: the same link again changes nothing more. */
  async unsubscribe(token: string): Promise<UnsubscribeAnswer> {
    const target = readUnsubscribeToken(token, this.environment.IDENTITY_SECRET);
    const user = target ? await this.users.findById(target.userId) : null;
    if (!target || !user) throw new BadRequestException(INVALID_EMAIL_LINK_MESSAGE);
    await this.settingsRows.query(
      `INSERT INTO "auth"."notification_settings" ("user_id", "disabled_kinds") VALUES ($1, ARRAY[$2::text])
       ON CONFLICT ("user_id") DO UPDATE SET "updated_at" = now(),
         "disabled_kinds" = CASE WHEN $2::text = ANY("notification_settings"."disabled_kinds") THEN "notification_settings"."disabled_kinds"
                                 ELSE array_append("notification_settings"."disabled_kinds", $2::text) END`,
      [target.userId, target.kind],
    );
    return { kind: target.kind, message: UNSUBSCRIBED_MESSAGE(target.kind) };
  }

  /** Mails what happened to the founder, unless its kind is off; a site sign-up may wait for the daily digest. */
  async notify(notification: InternalNotification): Promise<NotificationOutcome> {
    const user = await this.users.findById(notification.userId);
    if (!user?.email) return 'no address';
    if (notification.kind === 'siteSignUp' && !canSendMailToOthers(user)) return 'no address';
    const settings = await this.settings(user.id);
    if (!settings.enabled[notification.kind]) return 'switched off';
    if (notification.kind === 'siteSignUp' && settings.siteSignUpMode === 'daily') {
      const { siteName, pagePath, visitorEmail } = notification;
      await this.pending.insert({ userId: user.id, siteName, pagePath, visitorEmail });
      return 'held for the daily digest';
    }
    await this.mailer.send(notificationEmail(user.email, await this.message(notification), (path) => this.environment.publicLink(path), this.unsubscribeLink(user.id, notification.kind)));
    return 'queued';
  }

  unsubscribeLink(userId: number, kind: NotificationKind): string {
    return this.environment.publicLink(`${UNSUBSCRIBE_PAGE_PATH}?token=${unsubscribeToken({ userId, kind }, this.environment.IDENTITY_SECRET)}`);
  }

  /** The facts with the names of the people they mention. */
  private async message({ userId: _recipient, ...facts }: InternalNotification): Promise<NotificationMessage> {
    switch (facts.kind) {
      case 'connectionRequest':
        return { kind: facts.kind, requesterName: displayName(await this.users.findById(facts.requesterId)), message: facts.message ?? null };
      case 'connectionAccepted':
        return { kind: facts.kind, receiverName: displayName(await this.users.findById(facts.receiverId)) };
      case 'mention': {
        const { authorId, ...mention } = facts;
        return { ...mention, authorName: displayName(await this.users.findById(authorId)) };
      }
      default:
        return facts;
    }
  }
}
