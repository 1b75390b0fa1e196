import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACCOUNT_DELETION_UNAVAILABLE_MESSAGE, RECENT_SIGN_IN_MS, SIGN_IN_AGAIN_TO_DELETE_MESSAGE, WRONG_PASSWORD_TO_DELETE_MESSAGE } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { Mailer, notAuthenticated } from '@founder/server-kit';
import { DataSource } from 'typeorm';
import { accountDeletedEmail } from '../domain/account-emails';
import { EmailLink } from '../email-links/email-link.entity';
import { PasswordHasher } from '../passwords/password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import { User } from '../users/user.entity';
import { WaitlistEntry } from '../waitlist/waitlist-entry.entity';
import { AccountDataServices } from './account-data-services';

export const PASSWORD_REQUIRED_MESSAGE = 'password is required';

/**
 * DELETE /api/auth/account. The founder proves it is them (the password, or for a Google-only
 * account a sign-in within RECENT_SIGN_IN_MS); ideas and community delete their part first (each
 * idempotent), so a service that is down stops everything before auth deletes anything and the
 * founder can simply try again. Then the user goes with their sessions, emailed links and waitlist
 * entry, and the confirmation email is queued.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordHasher,
    private readonly services: AccountDataServices,
    private readonly mailer: Mailer,
  ) {}

  /** Deletes the account; the deleted user (for the device cookie and the email). */
  async delete(identity: Identity, password: string | undefined): Promise<User> {
    const session = await this.sessions.requireLive(identity);
    const user = await this.dataSource.getRepository(User).findOneBy({ id: identity.userId });
    if (!user) throw notAuthenticated();
    if (user.password) {
      if (!password) throw new BadRequestException(PASSWORD_REQUIRED_MESSAGE);
      if (!(await this.passwords.matches(user.password, password))) throw new BadRequestException(WRONG_PASSWORD_TO_DELETE_MESSAGE);
    } else if (Date.now() - session.createdAt.getTime() > RECENT_SIGN_IN_MS) {
      throw new ForbiddenException(SIGN_IN_AGAIN_TO_DELETE_MESSAGE);
    }
    for (const service of this.services.services) await this.services.delete(service, user.id, ACCOUNT_DELETION_UNAVAILABLE_MESSAGE);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(EmailLink, { userId: user.id });
      if (user.email) await manager.createQueryBuilder().delete().from(WaitlistEntry).where('lower(email) = lower(:email)', { email: user.email }).execute();
      // Sessions go with the user (ON DELETE CASCADE).
      await manager.delete(User, { id: user.id });
    });
    if (user.email) await this.mailer.send(accountDeletedEmail(user.email));
    return user;
  }
}
