import { ConflictException, Injectable } from '@nestjs/common';
import { isOtherAccountsDefaultUsername } from '@founder/contracts';
import { notAuthenticated } from '@founder/server-kit';
import { emailChangeOf } from '../domain/email-change';
import { EmailVerificationService } from '../email-verification/email-verification.service';
import type { User } from '../users/user.entity';
import { EMAIL_TAKEN_MESSAGE, USERNAME_TAKEN_MESSAGE, userConflict } from '../users/user-conflict';
import { UsersService, type UserChanges } from '../users/users.service';
import type { UpdateProfileDto } from './dto/update-profile.dto';

@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly verification: EmailVerificationService,
  ) {}

  /**
   * Changes name and username at once. A new email waits as `pendingEmail`, with a link emailed to
   * it, until that link is opened (the current address keeps working meanwhile). Taken emails and
   * usernames (any case), and another account's default username `user<id>`, answer 409.
   */
  async update(userId: number, { name, username, email }: UpdateProfileDto): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw notAuthenticated();
    if (username !== undefined && isOtherAccountsDefaultUsername(username, userId)) throw new ConflictException(USERNAME_TAKEN_MESSAGE);
    const emailChange = emailChangeOf(user.email, user.pendingEmail, email);
    if (emailChange.kind === 'request') {
      const holder = await this.users.findByEmail(emailChange.email);
      if (holder && holder.id !== userId) throw new ConflictException(EMAIL_TAKEN_MESSAGE);
    }

    const changes: UserChanges = {};
    if (name !== undefined) changes.name = name;
    if (username !== undefined) changes.username = username;
    if (emailChange.kind === 'request') changes.pendingEmail = emailChange.email;
    if (Object.keys(changes).length === 0) return user;
    let updated: User;
    try {
      updated = await this.users.update(userId, changes);
    } catch (error) {
      throw userConflict(error) ?? error;
    }
    if (emailChange.kind === 'request') await this.verification.sendChangeLink(userId, emailChange.email);
    return updated;
  }
}
