import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { WAITLIST_LIMITS, type WaitlistSignupRequest } from '@founder/contracts';
import { BoundedJson } from '@founder/server-kit';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimLowerCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

// class-validator checks the decorator nearest the property first and reports only the first
// failure per field, so the most basic rule sits at the bottom of each stack.
export class JoinWaitlistDto implements WaitlistSignupRequest {
  @ApiProperty({ format: 'email', maxLength: WAITLIST_LIMITS.email, example: 'ada@example.com' })
  @IsEmail()
  @MaxLength(WAITLIST_LIMITS.email)
  @IsString()
  @IsNotEmpty()
  @Transform(trimLowerCase)
  email!: string;

  @ApiProperty({ maxLength: WAITLIST_LIMITS.name, example: 'Ada Lovelace' })
  @MaxLength(WAITLIST_LIMITS.name)
  @IsString()
  @IsNotEmpty()
  @Transform(trim)
  name!: string;

  @ApiPropertyOptional({ maxLength: WAITLIST_LIMITS.walletAddress })
  @IsOptional()
  @MaxLength(WAITLIST_LIMITS.walletAddress)
  @IsString()
  @IsNotEmpty()
  @Transform(trim)
  walletAddress?: string;

  @ApiPropertyOptional({ maxLength: WAITLIST_LIMITS.googleId })
  @IsOptional()
  @MaxLength(WAITLIST_LIMITS.googleId)
  @IsString()
  @IsNotEmpty()
  googleId?: string;

  @ApiPropertyOptional({ maxLength: WAITLIST_LIMITS.source, default: 'email' })
  @IsOptional()
  @MaxLength(WAITLIST_LIMITS.source)
  @IsString()
  @IsNotEmpty()
  @Transform(trim)
  source?: string;

  @ApiPropertyOptional({ maxLength: WAITLIST_LIMITS.referralCode })
  @IsOptional()
  @MaxLength(WAITLIST_LIMITS.referralCode)
  @IsString()
  @IsNotEmpty()
  @Transform(trim)
  referralCode?: string;

  @ApiPropertyOptional({ maxLength: WAITLIST_LIMITS.referredBy })
  @IsOptional()
  @MaxLength(WAITLIST_LIMITS.referredBy)
  @IsString()
  @IsNotEmpty()
  @Transform(trim)
  referredBy?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: `Free-form JSON, at most ${WAITLIST_LIMITS.metadataBytes} bytes and ${WAITLIST_LIMITS.metadataDepth} levels deep`,
  })
  @IsOptional()
  @BoundedJson({ maxBytes: WAITLIST_LIMITS.metadataBytes, maxDepth: WAITLIST_LIMITS.metadataDepth })
  @IsObject()
  metadata?: Record<string, unknown>;
}
