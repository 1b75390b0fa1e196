import { ApiPropertyOptional } from '@nestjs/swagger';
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
import { Omittable, OneOf, RequiredText } from '@founder/server-kit';
import { Type } from 'class-transformer';
import { IsIn, IsString, ValidateNested } from 'class-validator';
import { CompanyDataDto } from './company-data.dto';

const L = COMPANY_FIELD_LIMITS;

export class CreateCompanyDto implements CompanyInput {
  @RequiredText({ ...L.companyName, example: 'LoomLedger' })
  companyName!: string;

  @RequiredText(L.description)
  description!: string;

  @OneOf(COMPANY_INDUSTRIES)
  industry!: CompanyIndustry;

  @OneOf(COMPANY_STAGES)
  stage!: CompanyStage;

  @RequiredText({ ...L.location, example: 'Manchester, UK' })
  location!: string;

  @OneOf(COMPANY_TEAM_SIZES)
  teamSize!: CompanyTeamSize;

  // No blank-to-absent here: a theme is chosen from a list, so an empty one is a 400.
  @ApiPropertyOptional({ enum: COMPANY_THEMES, default: 'modern' })
  @Omittable()
  @IsIn(COMPANY_THEMES)
  @IsString()
  theme?: CompanyTheme;

  @ApiPropertyOptional({ type: CompanyDataDto })
  @Omittable()
  @ValidateNested()
  @Type(() => CompanyDataDto)
  companyData?: CompanyDataDto;
}
