import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_LIMITS, emailError, type LogInRequest } from '@founder/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, MaxLength } from 'class-validator';
import { SatisfiesRule } from '../../validation/satisfies-rule';
import { trimLowerCase } from '../../validation/trim';

const passwordRequired = (password: string) => (password === '' ? 'Password is required' : null);

/**
 * The password is only required here, not held to the sign-up rules: an account whose password was
 * changed to 6 characters (allowed by change password) must still be able to sign in.
 */
export class LogInDto implements LogInRequest {
  @ApiProperty({ format: 'email', maxLength: ACCOUNT_LIMITS.email, example: 'ada@example.com' })
  @MaxLength(ACCOUNT_LIMITS.email)
  @SatisfiesRule(emailError)
  @Transform(trimLowerCase)
  email!: string;

  @ApiProperty({ maxLength: ACCOUNT_LIMITS.password })
  @MaxLength(ACCOUNT_LIMITS.password)
  @SatisfiesRule(passwordRequired)
  password!: string;

  @ApiPropertyOptional({ default: true, description: 'false: the session cookie ends with the browser session' })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}
