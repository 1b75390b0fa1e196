import { ApiProperty } from '@nestjs/swagger';
import { COUNTRY_CODES, CURRENCY_CODES, IDEA_FIELD_LIMITS, IDEA_INDUSTRIES, IDEA_STAGES, TARGET_MARKETS, type CountryCode, type CurrencyCode, type StartupIdeaInput } from '@founder/contracts';
import { OneOf, OptionalOneOf, OptionalText, RequiredText } from '@founder/server-kit';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trimLowerCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const L = IDEA_FIELD_LIMITS;

// Lengths count characters after trimming; blank optional fields count as not given.
export class CreateStartupIdeaDto implements StartupIdeaInput {
  @RequiredText({ ...L.name, example: 'Maya Chen' })
  name!: string;

  @ApiProperty({ maxLength: L.email.max, example: 'maya@example.com' })
  @IsEmail()
  @MaxLength(L.email.max)
  @IsString()
  @IsNotEmpty()
  @Transform(trimLowerCase)
  email!: string;

  @RequiredText({ ...L.ideaTitle, example: 'PantryPal' })
  ideaTitle!: string;

  @RequiredText(L.description)
  description!: string;

  @OneOf(IDEA_INDUSTRIES)
  industry!: string;

  @OneOf(IDEA_STAGES)
  stage!: string;

  @OptionalOneOf(TARGET_MARKETS)
  targetMarket!: string;

  @OptionalText(L.problemStatement)
  problemStatement!: string;

  @OptionalText(L.solutionApproach)
  solutionApproach!: string;

  @OptionalText(L.competitiveAdvantage)
  competitiveAdvantage?: string;

  @OptionalText(L.revenueModel)
  revenueModel?: string;

  @OptionalText(L.companyName)
  companyName?: string;

  @OptionalOneOf(CURRENCY_CODES)
  currency?: CurrencyCode;

  @OptionalOneOf(COUNTRY_CODES)
  country?: CountryCode;
}
