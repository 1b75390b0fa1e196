import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_LIMITS, passwordError, type PasswordResetConfirmation } from '@founder/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SatisfiesRule } from '../../validation/satisfies-rule';

export class PasswordResetConfirmDto implements PasswordResetConfirmation {
  @ApiProperty({ maxLength: 128, description: 'The token of the emailed link' })
  @MaxLength(128)
  @IsString()
  @IsNotEmpty({ message: 'token is required' })
  token!: string;

  @ApiProperty({ minLength: 8, maxLength: ACCOUNT_LIMITS.password, description: 'The sign-up rules: a lowercase letter, an uppercase letter and a number' })
  @MaxLength(ACCOUNT_LIMITS.password)
  @SatisfiesRule(passwordError)
  newPassword!: string;
}
