import { STARTUP_PROFILE_FIELDS, type StartupProfile, type StartupProfileFields } from '@founder/contracts';
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
