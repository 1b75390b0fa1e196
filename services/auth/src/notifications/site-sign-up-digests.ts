import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Mailer } from '@founder/server-kit';
import { Repository } from 'typeorm';
import { AuthEnvironment } from '../auth-environment';
import { siteSignUpDigestEmail, type SiteSignUp } from '../domain/notification-emails';
import { UsersService } from '../users/users.service';
import { canSendMailToOthers } from '../domain/mail-to-others';
import { NotificationsService } from './notifications.service';
import { PendingSiteSignUp } from './pending-site-sign-up.entity';

/** How often an instance looks for digests that are due. */
const CHECK_EVERY_MS = 10 * 60 * 1000;

/**
 * The daily digest of site sign-ups: a founder's held sign-ups are mailed in one message once the
 * oldest of them is a day old, so a founder gets at most one a day. Each instance checks every ten
 * minutes; the rows are taken with one DELETE, so two instances never mail the same sign-up.
 */
@Injectable()
export class SiteSignUpDigests implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SiteSignUpDigests');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    @InjectRepository(PendingSiteSignUp) private readonly pending: Repository<PendingSiteSignUp>,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly mailer: Mailer,
    private readonly environment: AuthEnvironment,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.sendDue().finally(() => (this.running = null));
    }, CHECK_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Mails every digest that is due; answers how many went. A failure is logged, never thrown. */
  async sendDue(): Promise<number> {
    try {
      const due = (await this.pending.query(
        `SELECT "user_id" AS "userId" FROM "auth"."pending_site_sign_ups" GROUP BY "user_id" HAVING min("created_at") <= now() - interval '1 day'`,
      )) as { userId: number }[];
      let sent = 0;
      for (const { userId } of due) if (await this.sendDigest(userId)) sent += 1;
      return sent;
    } catch (error) {
      this.logger.error(`Site sign-up digests could not be sent: ${(error as Error).message}`);
      return 0;
    }
  }

  private async sendDigest(userId: number): Promise<boolean> {
    const [rows] = (await this.pending.query(
      `DELETE FROM "auth"."pending_site_sign_ups" WHERE "user_id" = $1
        RETURNING "site_name" AS "siteName", "page_path" AS "pagePath", "visitor_email" AS "visitorEmail", "created_at" AS "at"`,
      [userId],
    )) as [SiteSignUp[], number];
    const user = await this.users.findById(userId);
    // Switched off or no longer verified since the sign-ups were held: they are dropped, not mailed.
    if (!rows.length || !user?.email || !canSendMailToOthers(user) || !(await this.notifications.settings(userId)).enabled.siteSignUp) return false;
    const signUps = rows.sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime()).map((row) => ({ ...row, at: new Date(row.at) }));
    await this.mailer.send(siteSignUpDigestEmail(user.email, signUps, (path) => this.environment.publicLink(path), this.notifications.unsubscribeLink(userId, 'siteSignUp')));
    return true;
  }
}
