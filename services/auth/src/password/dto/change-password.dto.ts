import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_LIMITS, currentPasswordError, newPasswordError, type PasswordChangeRequest } from '@founder/contracts';
import { MaxLength } from 'class-validator';
import { SatisfiesRule } from '../../validation/satisfies-rule';

const confirmationGiven = (confirmation: string) => (confirmation === '' ? 'Please confirm your password' : null);

/** The confirmation must equal the new password; that is checked with both in hand (ChangePasswordService). */
export class ChangePasswordDto implements PasswordChangeRequest {
  @ApiProperty({ maxLength: ACCOUNT_LIMITS.password })
  @MaxLength(ACCOUNT_LIMITS.password)
  @SatisfiesRule(currentPasswordError)
  currentPassword!: string;

  @ApiProperty({ minLength: 6, maxLength: ACCOUNT_LIMITS.password })
  @MaxLength(ACCOUNT_LIMITS.password)
  @SatisfiesRule(newPasswordError)
  newPassword!: string;

  @ApiProperty({ maxLength: ACCOUNT_LIMITS.password })
  @MaxLength(ACCOUNT_LIMITS.password)
  @SatisfiesRule(confirmationGiven)
  confirmPassword!: string;
}
