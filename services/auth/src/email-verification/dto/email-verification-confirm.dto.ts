import { ApiProperty } from '@nestjs/swagger';
import type { EmailVerificationConfirmation } from '@founder/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class EmailVerificationConfirmDto implements EmailVerificationConfirmation {
  @ApiProperty({ maxLength: 128, description: 'The token of the emailed link' })
  @MaxLength(128)
  @IsString()
  @IsNotEmpty({ message: 'token is required' })
  token!: string;
}
