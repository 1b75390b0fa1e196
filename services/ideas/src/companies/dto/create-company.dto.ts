import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  COMPANY_FIELD_LIMITS,
  COMPANY_INDUSTRIES,
  COMPANY_STAGES,
  COMPANY_TEAM_SIZES,
  COMPANY_THEMES,
  type CompanyIndustry,
  type CompanyInput,
  type CompanyStage,
  type CompanyTeamSize,
  type CompanyTheme,
} from '@founder/contracts';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { CompanyDataDto } from './company-data.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const L = COMPANY_FIELD_LIMITS;

// The most basic rule sits at the bottom of each stack: class-validator reports the first failure per field.
export class CreateCompanyDto implements CompanyInput {
  @ApiProperty({ minLength: L.companyName.min, maxLength: L.companyName.max, example: 'LoomLedger' })
  @MaxLength(L.companyName.max)
  @MinLength(L.companyName.min)
  @IsString()
  @IsNotEmpty()
  @Transform(trim)
  companyName!: string;

  @ApiProperty({ minLength: L.description.min, maxLength: L.description.max })
  @MaxLength(L.description.max)
  @MinLength(L.description.min)
  @IsString()
  @IsNotEmpty()
  @Transform(trim)
  description!: string;

  @ApiProperty({ enum: COMPANY_INDUSTRIES })
  @IsIn(COMPANY_INDUSTRIES)
  @IsString()
  @IsNotEmpty()
  industry!: CompanyIndustry;

  @ApiProperty({ enum: COMPANY_STAGES })
  @IsIn(COMPANY_STAGES)
  @IsString()
  @IsNotEmpty()
  stage!: CompanyStage;

  @ApiProperty({ minLength: L.location.min, maxLength: L.location.max, example: 'Manchester, UK' })
  @MaxLength(L.location.max)
  @MinLength(L.location.min)
  @IsString()
  @IsNotEmpty()
  @Transform(trim)
  location!: string;

  @ApiProperty({ enum: COMPANY_TEAM_SIZES })
  @IsIn(COMPANY_TEAM_SIZES)
  @IsString()
  @IsNotEmpty()
  teamSize!: CompanyTeamSize;

  @ApiPropertyOptional({ enum: COMPANY_THEMES, default: 'modern' })
  @IsOptional()
  @IsIn(COMPANY_THEMES)
  @IsString()
  theme?: CompanyTheme;

  @ApiPropertyOptional({ type: CompanyDataDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => CompanyDataDto)
  companyData?: CompanyDataDto;
}
