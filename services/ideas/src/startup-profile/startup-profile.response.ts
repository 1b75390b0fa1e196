import { ApiProperty } from '@nestjs/swagger';
import { STARTUP_PROFILE_FIELDS, STARTUP_PROFILE_PHASES, type PhaseCompletions, type StartupProfile, type StartupProfileFields } from '@founder/contracts';
import type { StartupProfileEntity } from './startup-profile.entity';

/** The profile as the API returns it (StartupProfile of @founder/contracts): text not given yet as '', never its user. */
export function toStartupProfileBody(profile: StartupProfileEntity): StartupProfile {
  const fields = Object.fromEntries(STARTUP_PROFILE_FIELDS.map((field) => [field, profile[field] ?? ''])) as StartupProfileFields;
  return {
    id: profile.id,
    ...fields,
    currentPhase: profile.currentPhase,
    completionPercentage: profile.completionPercentage,
    phaseCompletions: profile.phaseCompletions,
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
}

class PhaseCompletionsResponse implements PhaseCompletions {
  @ApiProperty() quickStart!: boolean;
  @ApiProperty() guidedCompletion!: number;
  @ApiProperty() advancedDetails!: number;
}

/** The OpenAPI schema of StartupProfile; each text and option field of the contract is added below ('' until given). */
export class StartupProfileResponse implements Omit<StartupProfile, keyof StartupProfileFields> {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: STARTUP_PROFILE_PHASES }) currentPhase!: StartupProfile['currentPhase'];
  @ApiProperty() completionPercentage!: number;
  @ApiProperty({ type: PhaseCompletionsResponse }) phaseCompletions!: PhaseCompletions;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}
for (const field of STARTUP_PROFILE_FIELDS) ApiProperty({ type: String })(StartupProfileResponse.prototype, field);
