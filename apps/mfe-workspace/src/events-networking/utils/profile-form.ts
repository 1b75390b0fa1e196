import {
  COMMUNITY_LIMITS,
  type ContactMethod,
  type LookingFor,
  type NetworkingProfile,
  type NetworkingProfileRequest,
  type NetworkingStage,
  type ProfileVisibility,
} from '@founder/contracts';
import { isHttpUrl, optionalText, splitList } from './form-values';

export const PROFILE_URL_FIELDS = ['linkedinUrl', 'twitterUrl', 'githubUrl', 'websiteUrl'] as const;
type UrlField = (typeof PROFILE_URL_FIELDS)[number];

/** The networking profile form: lists as comma-separated text. */
export interface ProfileFormValues extends Record<UrlField, string> {
  bio: string;
  skills: string;
  interests: string;
  industries: string;
  lookingFor: LookingFor[];
  stage: NetworkingStage | '';
  availableForMentoring: boolean;
  seekingMentorship: boolean;
  openToCollaboration: boolean;
  location: string;
  timezone: string;
  preferredContactMethod: ContactMethod;
  visibility: ProfileVisibility;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

/** The form filled from the stored profile, or empty with the defaults. */
export function profileToForm(profile: NetworkingProfile | null): ProfileFormValues {
  return {
    bio: profile?.bio ?? '',
    skills: profile?.skills.join(', ') ?? '',
    interests: profile?.interests.join(', ') ?? '',
    industries: profile?.industries.join(', ') ?? '',
    lookingFor: profile?.lookingFor ?? [],
    stage: profile?.stage ?? '',
    availableForMentoring: profile?.availableForMentoring ?? false,
    seekingMentorship: profile?.seekingMentorship ?? false,
    openToCollaboration: profile?.openToCollaboration ?? false,
    linkedinUrl: profile?.linkedinUrl ?? '',
    twitterUrl: profile?.twitterUrl ?? '',
    githubUrl: profile?.githubUrl ?? '',
    websiteUrl: profile?.websiteUrl ?? '',
    location: profile?.location ?? '',
    timezone: profile?.timezone ?? '',
    preferredContactMethod: profile?.preferredContactMethod ?? 'platform',
    visibility: profile?.visibility ?? 'public',
  };
}

export function profileFormErrors(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (values.bio.length > COMMUNITY_LIMITS.bio) errors.bio = `Bio must be at most ${COMMUNITY_LIMITS.bio} characters`;
  for (const field of ['skills', 'interests', 'industries'] as const) {
    const items = splitList(values[field]);
    if (items.length > COMMUNITY_LIMITS.listItems) errors[field] = `At most ${COMMUNITY_LIMITS.listItems} entries`;
    else if (items.some((item) => item.length > COMMUNITY_LIMITS.listItem)) errors[field] = `Each entry at most ${COMMUNITY_LIMITS.listItem} characters`;
  }
  for (const field of PROFILE_URL_FIELDS) {
    if (values[field].trim() && !isHttpUrl(values[field].trim())) errors[field] = 'Enter an http(s) link';
  }
  return errors;
}

export function toProfileRequest(values: ProfileFormValues): NetworkingProfileRequest {
  return {
    bio: optionalText(values.bio) ?? null,
    skills: splitList(values.skills),
    interests: splitList(values.interests),
    industries: splitList(values.industries),
    lookingFor: values.lookingFor,
    stage: values.stage || null,
    availableForMentoring: values.availableForMentoring,
    seekingMentorship: values.seekingMentorship,
    openToCollaboration: values.openToCollaboration,
    linkedinUrl: optionalText(values.linkedinUrl) ?? null,
    twitterUrl: optionalText(values.twitterUrl) ?? null,
    githubUrl: optionalText(values.githubUrl) ?? null,
    websiteUrl: optionalText(values.websiteUrl) ?? null,
    location: optionalText(values.location) ?? null,
    timezone: optionalText(values.timezone) ?? null,
    preferredContactMethod: values.preferredContactMethod,
    visibility: values.visibility,
  };
}
