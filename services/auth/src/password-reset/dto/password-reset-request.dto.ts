import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_LIMITS, emailError, type PasswordResetRequest } from '@founder/contracts';
import { Transform } from 'class-transformer';
import { MaxLength } from 'class-validator';
import { SatisfiesRule } from '../../validation/satisfies-rule';
import { trimLowerCase } from '../../validation/trim';

export class PasswordResetRequestDto implements PasswordResetRequest {
  @ApiProperty({ format: 'email', maxLength: ACCOUNT_LIMITS.email, example: 'ada@example.com' })
  @MaxLength(ACCOUNT_LIMITS.email)
  @SatisfiesRule(emailError)
  @Transform(trimLowerCase)
  email!: string;
}
