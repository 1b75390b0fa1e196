import { ApiProperty } from '@nestjs/swagger';
import { INVITED_ROLES, type InviteRequest, type InvitedRole } from '@founder/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, MaxLength } from 'class-validator';

export class InviteDto implements InviteRequest {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'email must be an email address' })
  email!: string;

  @ApiProperty({ enum: INVITED_ROLES })
  @IsIn(INVITED_ROLES, { message: `role must be one of ${INVITED_ROLES.join(', ')}` })
  role!: InvitedRole;
}
