import { BadRequestException, ConflictException, Injectable, Logger } from '@nestjs/common';
import {
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  INVALID_EMAIL_LINK_MESSAGE,
  NO_EMAIL_TO_VERIFY_MESSAGE,
  VERIFY_EMAIL_PAGE_PATH,
  emailConfirmedMessage,
  type EmailConfirmedAnswer,
} from '@founder/contracts';
import { Mailer } from '@founder/server-kit';
import { AuthEnvironment } from '../auth-environment';
import { emailChangedEmail, VERIFY_EMAIL_LINK_TTL_MS, verifyEmailEmail } from '../domain/account-emails';
import { EmailLinksService } from '../email-links/email-links.service';
import type { User } from '../users/user.entity';
import { EMAIL_TAKEN_MESSAGE, userConflict } from '../users/user-conflict';
import { UsersService } from '../users/users.service';

const sameAddress = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/** Links that prove an address is the founder's: the current one, or a new one before it replaces the current. */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger('EmailVerification');

  constructor(
    private readonly users: UsersService,
    private readonly links: EmailLinksService,
    private readonly mailer: Mailer,
    private readonly environment: AuthEnvironment,
  ) {}

  /**
   * Emails the link of what waits for one: the new address of a change, else the current address
   * while unverified. Answers the address it went to; 409 when nothing waits. Only the latest link
   * of each kind works.
   */
  async resend(user: User): Promise<string> {
    if (user.pendingEmail) {
      await this.sendChangeLink(user.id, user.pendingEmail);
      return user.pendingEmail;
    }
    if (!user.email) throw new ConflictException(NO_EMAIL_TO_VERIFY_MESSAGE);
    if (user.emailVerified) throw new ConflictException(EMAIL_ALREADY_VERIFIED_MESSAGE);
    await this.sendVerifyLink(user.id, user.email);
    return user.email;
  }

  /** The sign-up's link, sent after the answer: a failure is logged, never fails the sign-up. */
  async welcome(user: User): Promise<void> {
    try {
      if (user.email && !user.emailVerified) await this.sendVerifyLink(user.id, user.email);
    } catch (error) {
      this.logger.error(`A verification email could not be prepared: ${(error as Error).message}`);
    }
  }

  /** The link that makes `email` the account's address once opened. */
  async sendChangeLink(userId: number, email: string): Promise<void> {
    const token = await this.links.issue(userId, 'change-email', email, VERIFY_EMAIL_LINK_TTL_MS);
    await this.mailer.send(verifyEmailEmail(email, this.linkOf(token), true));
  }

  /**
   * Redeems a link once. A verification link marks the address verified if the account still uses
   * it; a change link makes the waiting address the account's (verified), tells the old address,
   * and answers 409 when another account took the address meanwhile (the change is then dropped).
   * 400 for an unknown, expired, used or tampered link, or one superseded by a later change.
   */
  async confirm(token: string): Promise<EmailConfirmedAnswer> {
    const link = await this.links.redeem(token, 'verify-email', 'change-email');
    const user = link ? await this.users.findById(link.userId) : null;
    if (!link || !user) throw new BadRequestException(INVALID_EMAIL_LINK_MESSAGE);
    if (link.purpose === 'verify-email') {
      if (!sameAddress(user.email, link.email)) throw new BadRequestException(INVALID_EMAIL_LINK_MESSAGE);
      await this.users.update(user.id, { emailVerified: true });
      return { message: emailConfirmedMessage(user.email!, false), email: user.email! };
    }
    if (!sameAddress(user.pendingEmail, link.email)) throw new BadRequestException(INVALID_EMAIL_LINK_MESSAGE);
    return this.changeAddress(user, link.email);
  }

  private async changeAddress(user: User, email: string): Promise<EmailConfirmedAnswer> {
    try {
      await this.users.update(user.id, { email, pendingEmail: null, emailVerified: true });
    } catch (error) {
      const conflict = userConflict(error);
      if (!conflict) throw error;
      await this.users.update(user.id, { pendingEmail: null });
      throw new ConflictException(EMAIL_TAKEN_MESSAGE);
    }
    if (user.email) await this.mailer.send(emailChangedEmail(user.email, email));
    return { message: emailConfirmedMessage(email, true), email };
  }

  private async sendVerifyLink(userId: number, email: string): Promise<void> {
    const token = await this.links.issue(userId, 'verify-email', email, VERIFY_EMAIL_LINK_TTL_MS);
    await this.mailer.send(verifyEmailEmail(email, this.linkOf(token), false));
  }

  private linkOf(token: string): string {
    return this.environment.publicLink(`${VERIFY_EMAIL_PAGE_PATH}?token=${token}`);
  }
}
