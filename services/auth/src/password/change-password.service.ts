import { BadRequestException, Injectable } from '@nestjs/common';
import { passwordConfirmationError } from '@founder/contracts';
import { notAuthenticated } from '@founder/server-kit';
import { PasswordHasher } from '../passwords/password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../users/users.service';
import type { ChangePasswordDto } from './dto/change-password.dto';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';
export const NO_PASSWORD_MESSAGE = 'This account signs in with Google and has no password to change';

@Injectable()
export class ChangePasswordService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Replaces the password once the current one is verified, and ends every session of the
   * account: whoever holds a copy of any of its cookies is signed out. The caller then gets a new
   * session (ChangePasswordController).
   */
  async change(userId: number, { currentPassword, newPassword, confirmPassword }: ChangePasswordDto): Promise<void> {
    const mismatch = passwordConfirmationError(newPassword, confirmPassword);
    if (mismatch) throw new BadRequestException(mismatch);
    const user = await this.users.findById(userId);
    if (!user) throw notAuthenticated();
    if (!user.password) throw new BadRequestException(NO_PASSWORD_MESSAGE);
    if (!(await this.passwords.matches(user.password, currentPassword))) throw new BadRequestException(WRONG_CURRENT_PASSWORD_MESSAGE);
    await this.users.update(userId, { password: await this.passwords.hash(newPassword) });
    await this.sessions.revokeAllForUser(userId);
  }
}
