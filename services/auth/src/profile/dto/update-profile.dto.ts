import { ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_LIMITS, emailError, nameError, usernameError, type ProfileUpdateRequest } from '@founder/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, MaxLength } from 'class-validator';
import { SatisfiesRule } from '../../validation/satisfies-rule';
import { trim, trimLowerCase } from '../../validation/trim';

/** Any of name, username and email; a field that is sent must be valid. */
export class UpdateProfileDto implements ProfileUpdateRequest {
  @ApiPropertyOptional({ minLength: 2, maxLength: ACCOUNT_LIMITS.name })
  @IsOptional()
  @MaxLength(ACCOUNT_LIMITS.name)
  @SatisfiesRule(nameError)
  @Transform(trim)
  name?: string;

  @ApiPropertyOptional({ minLength: 3, maxLength: ACCOUNT_LIMITS.username, description: 'Letters, numbers, dots, dashes and underscores' })
  @IsOptional()
  @SatisfiesRule(usernameError)
  @Transform(trim)
  username?: string;

  @ApiPropertyOptional({ maxLength: ACCOUNT_LIMITS.email })
  @IsOptional()
  @MaxLength(ACCOUNT_LIMITS.email)
  @SatisfiesRule(emailError)
  @Transform(trimLowerCase)
  email?: string;
}
