import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COMMUNITY_LIMITS } from '@founder/contracts';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** POST /api/networking/connections */
export class CreateConnectionDto {
  @ApiProperty({ description: 'The user id of the founder asked' })
  @Max(2_147_483_647)
  @Min(1)
  @IsInt()
  receiverId!: number;

  @ApiPropertyOptional({ maxLength: COMMUNITY_LIMITS.message })
  @IsOptional()
  @MaxLength(COMMUNITY_LIMITS.message)
  @IsString()
  message?: string;
}
