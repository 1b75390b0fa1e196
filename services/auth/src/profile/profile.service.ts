import { ConflictException, Injectable } from '@nestjs/common';
import { isOtherAccountsDefaultUsername } from '@founder/contracts';
import { notAuthenticated } from '@founder/server-kit';
import type { User } from '../users/user.entity';
import { USERNAME_TAKEN_MESSAGE, userConflict } from '../users/user-conflict';
import { UsersService, type UserChanges } from '../users/users.service';
import type { UpdateProfileDto } from './dto/update-profile.dto';

@Injectable()
export class ProfileService {
  constructor(private readonly users: UsersService) {}

  /**
   * Changes name, username and email. A new email is not verified yet. Taken emails and usernames
   * (any case), and another account's default username `user<id>`, answer 409.
   */
  async update(userId: number, { name, username, email }: UpdateProfileDto): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw notAuthenticated();
    if (username !== undefined && isOtherAccountsDefaultUsername(username, userId)) throw new ConflictException(USERNAME_TAKEN_MESSAGE);

    const changes: UserChanges = {};
    if (name !== undefined) changes.name = name;
    if (username !== undefined) changes.username = username;
    if (email !== undefined && email !== user.email) {
      changes.email = email;
      changes.emailVerified = false;
    }
    if (Object.keys(changes).length === 0) return user;
    try {
      return await this.users.update(userId, changes);
    } catch (error) {
      throw userConflict(error) ?? error;
    }
  }
}
