import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  STARTUP_PROFILE_OPTIONS,
  STARTUP_PROFILE_PHASES,
  STARTUP_PROFILE_TEXT_LIMITS,
  type StartupProfileInput,
  type StartupProfilePhase,
} from '@founder/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

/** Text is trimmed; a field sent blank (or null) clears it. */
const trimBlankToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * Body of POST /api/startup-profile and PATCH /api/startup-profile/{id}: any profile field and the
 * phase, each optional. The per-field rules are applied below from the contracts' bounds and option
 * lists, so the DTO, the page and the database read one list.
 */
export class SaveStartupProfileDto implements Pick<StartupProfileInput, 'currentPhase'> {
  /** Optional, but never null: a profile always has a phase. */
  @ApiPropertyOptional({ enum: STARTUP_PROFILE_PHASES })
  @ValidateIf((_dto, value) => value !== undefined)
  @IsIn(STARTUP_PROFILE_PHASES)
  currentPhase?: StartupProfilePhase;
}

// class-validator reports the rule registered first (the basic one) when several fail.
const target = SaveStartupProfileDto.prototype;
for (const [field, maxLength] of Object.entries(STARTUP_PROFILE_TEXT_LIMITS)) {
  for (const decorate of [IsString(), MaxLength(maxLength), IsOptional(), Transform(trimBlankToNull), ApiPropertyOptional({ type: String, maxLength, nullable: true })]) {
    decorate(target, field);
  }
}
for (const [field, options] of Object.entries(STARTUP_PROFILE_OPTIONS)) {
  for (const decorate of [IsString(), IsIn([...options]), IsOptional(), Transform(trimBlankToNull), ApiPropertyOptional({ enum: options, nullable: true })]) {
    decorate(target, field);
  }
}
