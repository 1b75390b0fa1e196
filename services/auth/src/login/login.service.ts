import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PasswordHasher } from '../passwords/password-hasher';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/** One answer for an unknown email and a wrong password (status, body and time alike). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * The account these credentials open, else 401. An unknown email or an account without a
   * password still costs one argon2 verification (PasswordHasher.matches).
   */
  async verifyCredentials(email: string, password: string): Promise<User> {
    const user = await this.users.findByEmail(email);
    const matches = await this.passwords.matches(user?.password ?? null, password);
    if (!user?.password || !matches) {
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    if (this.passwords.isOutdated(user.password)) {
      // The password is at hand only now: bring its hash to today's parameters.
      await this.users.update(user.id, { password: await this.passwords.hash(password) });
    }
    return user;
  }
}
