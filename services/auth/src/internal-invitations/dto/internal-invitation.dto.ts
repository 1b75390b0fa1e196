import { ApiProperty } from '@nestjs/swagger';
import { INVITED_ROLES, type InternalInvitation, type InvitedRole } from '@founder/contracts';
import { IsEmail, IsIn, IsInt, IsString, Length, MaxLength, Min } from 'class-validator';

export class InternalInvitationDto implements InternalInvitation {
  @ApiProperty() @IsInt() @Min(1) inviterId!: number;
  @ApiProperty({ format: 'email' }) @IsEmail() @MaxLength(254) email!: string;
  @ApiProperty() @IsString() @Length(1, 100) companyName!: string;
  @ApiProperty({ enum: INVITED_ROLES }) @IsIn(INVITED_ROLES) role!: InvitedRole;
  @ApiProperty() @IsString() @Length(20, 100) token!: string;
}
