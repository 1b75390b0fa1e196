import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ResolveSessionDto {
  @ApiProperty({ description: 'The session cookie value', maxLength: 128 })
  @MaxLength(128)
  @IsString()
  @IsNotEmpty()
  sessionToken!: string;
}
