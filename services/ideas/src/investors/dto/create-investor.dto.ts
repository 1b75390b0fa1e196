import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  COMPANY_INDUSTRIES,
  INVESTOR_LIMITS,
  INVESTOR_STAGES,
  INVESTOR_TYPES,
  type CompanyIndustry,
  type InvestorStage,
  type InvestorType,
  type NewInvestorRequest,
} from '@founder/contracts';
import { Omittable, OneOf, RequiredText } from '@founder/server-kit';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';

const L = INVESTOR_LIMITS;

/** POST /api/investors: an investor the founder adds by hand. */
export class CreateInvestorDto implements NewInvestorRequest {
  @RequiredText({ ...L.name, example: 'Jordan Avery' })
  name!: string;

  @RequiredText({ ...L.firm, example: 'Independent angel' })
  firm!: string;

  @OneOf(INVESTOR_TYPES)
  type!: InvestorType;

  @RequiredText({ ...L.location, example: 'Leeds, UK' })
  location!: string;

  @ApiProperty({ enum: COMPANY_INDUSTRIES, isArray: true, minItems: 1, maxItems: COMPANY_INDUSTRIES.length })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(COMPANY_INDUSTRIES.length)
  @ArrayUnique()
  @IsIn(COMPANY_INDUSTRIES, { each: true })
  industries!: CompanyIndustry[];

  @ApiProperty({ enum: INVESTOR_STAGES, isArray: true, minItems: 1, maxItems: INVESTOR_STAGES.length })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(INVESTOR_STAGES.length)
  @ArrayUnique()
  @IsIn(INVESTOR_STAGES, { each: true })
  stages!: InvestorStage[];

  @ApiProperty({ type: 'integer', minimum: 0, maximum: L.checkSize, example: 25_000 })
  @IsInt()
  @Min(0)
  @Max(L.checkSize)
  checkSizeMin!: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: L.checkSize, example: 100_000 })
  @IsInt()
  @Min(0)
  @Max(L.checkSize)
  checkSizeMax!: number;

  @ApiPropertyOptional({ type: [String], maxItems: L.listItems })
  @Omittable()
  @IsArray()
  @ArrayMaxSize(L.listItems)
  @IsString({ each: true })
  @MaxLength(L.listItem, { each: true })
  focus_areas?: string[];

  @ApiPropertyOptional({ default: false })
  @Omittable()
  @IsBoolean()
  warmIntro?: boolean;
}
