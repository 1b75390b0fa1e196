import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IDEA_FIELD_LIMITS, IDEA_INDUSTRIES, IDEA_STAGES, TARGET_MARKETS, type StartupIdeaInput } from '@founder/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimLowerCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** An optional field left blank counts as not given, as the wizard sends it. */
const trimBlankToUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};
const L = IDEA_FIELD_LIMITS;

// class-validator checks the decorator nearest the property first and reports only the first
// failure per field, so the most basic rule sits at the bottom of each stack. Lengths count
// characters after trimming.
export class CreateStartupIdeaDto implements StartupIdeaInput {
  @ApiProperty({ minLength: L.name.min, maxLength: L.name.max, example: 'Maya Chen' })
  @MaxLength(L.name.max)
  @MinLength(L.name.min)
  @IsString()
  @IsNotEmpty()
  @Transform(trim)
  name!: string;

  @ApiProperty({ maxLength: L.email.max, example: 'maya@example.com' })
  @IsEmail()
  @MaxLength(L.email.max)
  @IsString()
  @IsNotEmpty()
  @Transform(trimLowerCase)
  email!: string;

  @ApiProperty({ minLength: L.ideaTitle.min, maxLength: L.ideaTitle.max, example: 'PantryPal' })
  @MaxLength(L.ideaTitle.max)
  @MinLength(L.ideaTitle.min)
  @IsString()
  @IsNotEmpty()
  @Transform(trim)
  ideaTitle!: string;

  @ApiProperty({ minLength: L.description.min, maxLength: L.description.max })
  @MaxLength(L.description.max)
  @MinLength(L.description.min)
  @IsString()
  @IsNotEmpty()
  @Transform(trim)
  description!: string;

  @ApiProperty({ enum: IDEA_INDUSTRIES })
  @IsIn(IDEA_INDUSTRIES)
  @IsString()
  @IsNotEmpty()
  industry!: string;

  @ApiProperty({ enum: IDEA_STAGES })
  @IsIn(IDEA_STAGES)
  @IsString()
  @IsNotEmpty()
  stage!: string;

  @ApiPropertyOptional({ enum: TARGET_MARKETS })
  @IsOptional()
  @IsIn(TARGET_MARKETS)
  @IsString()
  @Transform(trimBlankToUndefined)
  targetMarket!: string;

  @ApiPropertyOptional({ minLength: L.problemStatement.min, maxLength: L.problemStatement.max })
  @IsOptional()
  @MaxLength(L.problemStatement.max)
  @MinLength(L.problemStatement.min)
  @IsString()
  @Transform(trimBlankToUndefined)
  problemStatement!: string;

  @ApiPropertyOptional({ minLength: L.solutionApproach.min, maxLength: L.solutionApproach.max })
  @IsOptional()
  @MaxLength(L.solutionApproach.max)
  @MinLength(L.solutionApproach.min)
  @IsString()
  @Transform(trimBlankToUndefined)
  solutionApproach!: string;

  @ApiPropertyOptional({ maxLength: L.competitiveAdvantage.max })
  @IsOptional()
  @MaxLength(L.competitiveAdvantage.max)
  @IsString()
  @Transform(trimBlankToUndefined)
  competitiveAdvantage?: string;

  @ApiPropertyOptional({ maxLength: L.revenueModel.max })
  @IsOptional()
  @MaxLength(L.revenueModel.max)
  @IsString()
  @Transform(trimBlankToUndefined)
  revenueModel?: string;
}
