import { ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_LIMITS, emailError, nameError, usernameError, type ProfileUpdateRequest } from '@founder/contracts';
import { Transform } from 'class-transformer';
import { MaxLength } from 'class-validator';
import { Omittable } from '@founder/server-kit';
import { SatisfiesRule } from '../../validation/satisfies-rule';
import { trim, trimLowerCase } from '../../validation/trim';

/** Any of name, username and email; a field that is sent must be valid (null is not: an account keeps all three). */
export class UpdateProfileDto implements ProfileUpdateRequest {
  @ApiPropertyOptional({ minLength: 2, maxLength: ACCOUNT_LIMITS.name })
  @Omittable()
  @MaxLength(ACCOUNT_LIMITS.name)
  @SatisfiesRule(nameError)
  @Transform(trim)
  name?: string;

  @ApiPropertyOptional({ minLength: 3, maxLength: ACCOUNT_LIMITS.username, description: 'Letters, numbers, dots, dashes and underscores' })
  @Omittable()
  @SatisfiesRule(usernameError)
  @Transform(trim)
  username?: string;

  @ApiPropertyOptional({ format: 'email', maxLength: ACCOUNT_LIMITS.email })
  @Omittable()
  @MaxLength(ACCOUNT_LIMITS.email)
  @SatisfiesRule(emailError)
  @Transform(trimLowerCase)
  email?: string;
}
