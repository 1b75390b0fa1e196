import { ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_LIMITS, type AccountDeletionRequest } from '@founder/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The password of an account that has one; a Google-only account sends none (a recent sign-in instead). */
export class DeleteAccountDto implements AccountDeletionRequest {
  @ApiPropertyOptional({ maxLength: ACCOUNT_LIMITS.password })
  @IsOptional()
  @IsString({ message: 'password must be a string' })
  @MaxLength(ACCOUNT_LIMITS.password)
  password?: string;
}
