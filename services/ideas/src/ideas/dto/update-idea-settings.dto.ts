import { ApiPropertyOptional } from '@nestjs/swagger';
import { COUNTRY_CODES, CURRENCY_CODES, IDEA_FIELD_LIMITS, type CountryCode, type CurrencyCode, type IdeaSettingsInput } from '@founder/contracts';
import { Omittable } from '@founder/server-kit';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';

const { min, max } = IDEA_FIELD_LIMITS.companyName;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** What a body must carry: a PATCH that changes nothing is a mistake of the client. */
export const NO_IDEA_SETTINGS = 'Send at least one of companyName, currency, country, companyId';

// class-validator reports a field's first failure in the order its rules were registered, which is
// from the bottom up: the most basic rule of each field is the last decorator.

/**
 * PATCH /api/ideas/{id}: the company name, currency and country of an idea. Each may be left out;
 * none may be blank or null except the country, whose null gives the choice back to the founder's text.
 */
export class UpdateIdeaSettingsDto implements IdeaSettingsInput {
  @ApiPropertyOptional({ minLength: min, maxLength: max, description: 'Counted after trimming', example: 'BaridiBox' })
  @MaxLength(max)
  @MinLength(min)
  @IsString()
  @Omittable()
  @Transform(trim)
  companyName?: string;

  @ApiPropertyOptional({ enum: CURRENCY_CODES, description: 'ISO 4217; the figures keep their numbers (nothing is converted)' })
  @IsIn(CURRENCY_CODES)
  @IsString()
  @Omittable()
  currency?: CurrencyCode;

  @ApiPropertyOptional({ enum: COUNTRY_CODES, nullable: true, type: String, description: "ISO 3166-1 alpha-2; null: the country the founder's text names, if any" })
  @IsIn(COUNTRY_CODES)
  @IsString()
  @ValidateIf((_settings, value) => value !== undefined && value !== null)
  country?: CountryCode | null;

  @ApiPropertyOptional({ description: "Moves a personal idea into one of the founder's companies (where they may create ideas): its members' roles apply from then on" })
  @Min(1)
  @IsInt()
  @Omittable()
  companyId?: number;
}

/** True when the body sets at least one field (null for the country counts: it clears the choice). */
export function changesSomething(settings: UpdateIdeaSettingsDto): boolean {
  return settings.companyName !== undefined || settings.currency !== undefined || settings.country !== undefined || settings.companyId !== undefined;
}
