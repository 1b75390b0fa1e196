import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { INVALID_EMAIL_LINK_MESSAGE, RESET_PASSWORD_PAGE_PATH, SIGNED_OUT_LANDING_PATH } from '@founder/contracts';
import { Mailer } from '@founder/server-kit';
import { AuthEnvironment } from '../auth-environment';
import { googleSignInReminderEmail, PASSWORD_RESET_LINK_TTL_MS, passwordResetEmail } from '../domain/account-emails';
import { EmailLinksService } from '../email-links/email-links.service';
import { PasswordHasher } from '../passwords/password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly users: UsersService,
    private readonly links: EmailLinksService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly mailer: Mailer,
    private readonly environment: AuthEnvironment,
  ) {}

  /**
   * Emails a reset link to the account of `email`, if there is one; a Google-only account is told
   * to sign in with Google. Runs after the answer has gone (the caller does not wait), so an
   * unknown address answers in the same time; a failure is logged, never answered.
   */
  async request(email: string): Promise<void> {
    try {
      const user = await this.users.findByEmail(email);
      if (!user?.email) return;
      if (!user.password && user.googleId) {
        await this.mailer.send(googleSignInReminderEmail(user.email, this.environment.publicLink(SIGNED_OUT_LANDING_PATH)));
        return;
      }
      const token = await this.links.issue(user.id, 'password-reset', user.email, PASSWORD_RESET_LINK_TTL_MS);
      await this.mailer.send(passwordResetEmail(user.email, this.environment.publicLink(`${RESET_PASSWORD_PAGE_PATH}?token=${token}`)));
    } catch (error) {
      this.logger.error(`A password reset could not be prepared: ${(error as Error).message}`);
    }
  }

  /**
   * Sets the new password with the link's token, once: every session of the account ends (the
   * caller then signs this browser in). The address the link went to is now known to be the
   * founder's, so it counts as verified. 400 when the link is unknown, expired, used, tampered
   * with, or went to an address the account no longer has.
   */
  async confirm(token: string, newPassword: string): Promise<User> {
    const link = await this.links.redeem(token, 'password-reset');
    const user = link ? await this.users.findById(link.userId) : null;
    if (!link || !user || user.email?.toLowerCase() !== link.email.toLowerCase()) throw new BadRequestException(INVALID_EMAIL_LINK_MESSAGE);
    const updated = await this.users.update(user.id, { password: await this.passwords.hash(newPassword), emailVerified: true });
    await this.sessions.revokeAllForUser(user.id);
    return updated;
  }
}
