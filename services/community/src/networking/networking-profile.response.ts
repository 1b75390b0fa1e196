import type { NetworkingProfile, UserSummary } from '@founder/contracts';
import type { NetworkingProfileEntity } from './networking-profile.entity';

/**
 * A profile as the API answers it. `showEmail` is true only for the caller's own profile and for
 * people the caller is connected to: nobody else ever sees the email.
 */
export function toProfileBody(profile: NetworkingProfileEntity, user: UserSummary | undefined, showEmail: boolean): NetworkingProfile {
  return {
    id: profile.id,
    userId: profile.userId,
    user: {
      id: profile.userId,
      name: user?.name ?? profile.userName,
      email: showEmail ? (user?.email ?? null) : null,
      avatar: user?.avatar ?? null,
    },
    bio: profile.bio,
    interests: profile.interests,
    skills: profile.skills,
    industries: profile.industries,
    lookingFor: profile.lookingFor,
    stage: profile.stage,
    availableForMentoring: profile.availableForMentoring,
    seekingMentorship: profile.seekingMentorship,
    openToCollaboration: profile.openToCollaboration,
    linkedinUrl: profile.linkedinUrl,
    twitterUrl: profile.twitterUrl,
    githubUrl: profile.githubUrl,
    websiteUrl: profile.websiteUrl,
    location: profile.location,
    timezone: profile.timezone,
    preferredContactMethod: profile.preferredContactMethod,
    visibility: profile.visibility,
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
}
