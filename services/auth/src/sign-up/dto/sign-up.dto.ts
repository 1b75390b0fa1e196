import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_LIMITS, emailError, nameError, passwordError, type SignUpRequest } from '@founder/contracts';
import { Transform } from 'class-transformer';
import { MaxLength } from 'class-validator';
import { SatisfiesRule } from '../../validation/satisfies-rule';
import { trim, trimLowerCase } from '../../validation/trim';

// The rule nearest the property is checked first; only the first failure per field is reported.
export class SignUpDto implements SignUpRequest {
  @ApiProperty({ minLength: 2, maxLength: ACCOUNT_LIMITS.name, example: 'Ada Lovelace' })
  @MaxLength(ACCOUNT_LIMITS.name)
  @SatisfiesRule(nameError)
  @Transform(trim)
  name!: string;

  @ApiProperty({ format: 'email', maxLength: ACCOUNT_LIMITS.email, example: 'ada@example.com' })
  @MaxLength(ACCOUNT_LIMITS.email)
  @SatisfiesRule(emailError)
  @Transform(trimLowerCase)
  email!: string;

  @ApiProperty({ minLength: 8, maxLength: ACCOUNT_LIMITS.password, description: 'A lowercase letter, an uppercase letter and a number' })
  @MaxLength(ACCOUNT_LIMITS.password)
  @SatisfiesRule(passwordError)
  password!: string;
}
