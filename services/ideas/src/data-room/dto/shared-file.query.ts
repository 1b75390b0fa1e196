import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** ?visit=<the visit id the link page got>&download=1 */
export class SharedFileQuery {
  @ApiProperty({ description: 'The visitId answered by POST visits' })
  @IsString()
  @MaxLength(36)
  visit!: string;

  @ApiPropertyOptional({ enum: ['1'], description: 'As an attachment (tiers that may download); otherwise inline' })
  @IsOptional()
  @IsIn(['1'])
  download?: '1';
}
