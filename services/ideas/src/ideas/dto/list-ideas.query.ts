import { ApiProperty } from '@nestjs/swagger';
import { IDEA_FIELD_LIMITS } from '@founder/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** GET /api/ideas?email=: the email the ideas were submitted with (any case). */
export class ListIdeasQuery {
  @ApiProperty({ example: 'maya@example.com' })
  @IsEmail()
  @MaxLength(IDEA_FIELD_LIMITS.email.max)
  @IsString()
  @IsNotEmpty()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  email!: string;
}
