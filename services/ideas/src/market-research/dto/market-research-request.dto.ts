import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IDEA_FIELD_LIMITS as L, IDEA_INDUSTRIES, TARGET_MARKETS, type MarketResearchRequest } from '@founder/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blankToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/**
 * POST /api/startup-ideas/{id}/market-research (spec section 7): the idea's fields the research is
 * written from, within the idea's own bounds; targetMarket and problemStatement stay optional as on the idea.
 */
export class MarketResearchRequestDto implements MarketResearchRequest {
  @ApiProperty({ enum: IDEA_INDUSTRIES })
  @IsIn(IDEA_INDUSTRIES)
  @IsString()
  @IsNotEmpty()
  industry!: string;

  @ApiProperty({ minLength: L.description.min, maxLength: L.description.max })
  @MaxLength(L.description.max)
  @MinLength(L.description.min)
  @IsString()
  @IsNotEmpty()
  @Transform(trim)
  description!: string;

  @ApiPropertyOptional({ enum: TARGET_MARKETS })
  @IsOptional()
  @IsIn(TARGET_MARKETS)
  @IsString()
  @Transform(blankToUndefined)
  targetMarket!: string;

  @ApiPropertyOptional({ minLength: L.problemStatement.min, maxLength: L.problemStatement.max })
  @IsOptional()
  @MaxLength(L.problemStatement.max)
  @MinLength(L.problemStatement.min)
  @IsString()
  @Transform(blankToUndefined)
  problemStatement!: string;
}
