import { Injectable } from '@nestjs/common';
import { PasswordHasher } from '../passwords/password-hasher';
import type { User } from '../users/user.entity';
import { userConflict } from '../users/user-conflict';
import { UsersService } from '../users/users.service';
import type { SignUpDto } from './dto/sign-up.dto';

@Injectable()
export class SignUpService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * A new email-and-password account. A taken email (in any case) is caught by the database's
   * unique index, so two simultaneous sign-ups with one email cannot both succeed: 409.
   */
  async signUp({ name, email, password }: SignUpDto): Promise<User> {
    const passwordHash = await this.passwords.hash(password);
    try {
      return await this.users.create({ name, email, password: passwordHash });
    } catch (error) {
      throw userConflict(error) ?? error;
    }
  }
}
