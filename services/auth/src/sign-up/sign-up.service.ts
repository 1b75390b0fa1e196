import { Injectable } from '@nestjs/common';
import { EmailVerificationService } from '../email-verification/email-verification.service';
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
    private readonly verification: EmailVerificationService,
  ) {}

  /**
   * A new email-and-password account. A taken email (in any case) is caught by the database's
   * unique index, so two simultaneous sign-ups with one email cannot both succeed: 409. The link
   * that verifies the address is emailed without holding up the answer.
   */
  async signUp({ name, email, password }: SignUpDto): Promise<User> {
    const passwordHash = await this.passwords.hash(password);
    let user: User;
    try {
      user = await this.users.create({ name, email, password: passwordHash });
    } catch (error) {
      throw userConflict(error) ?? error;
    }
    void this.verification.welcome(user);
    return user;
  }
}
