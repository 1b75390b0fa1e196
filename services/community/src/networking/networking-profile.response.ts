import { ApiProperty } from '@nestjs/swagger';
import {
  CONTACT_METHODS,
  LOOKING_FOR_OPTIONS,
  NETWORKING_STAGES,
  PROFILE_VISIBILITIES,
  type NetworkingProfile,
  type UserSummary,
} from '@founder/contracts';
import { PageResponse } from '../identity/page.response';
import { UserSummaryResponse } from '../identity/user-summary.response';
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

/** The OpenAPI schema of NetworkingProfile. */
export class NetworkingProfileResponse implements NetworkingProfile {
  @ApiProperty() id!: number;
  @ApiProperty() userId!: number;
  @ApiProperty({ type: UserSummaryResponse }) user!: UserSummary;
  @ApiProperty({ type: String, nullable: true }) bio!: string | null;
  @ApiProperty({ type: [String] }) interests!: string[];
  @ApiProperty({ type: [String] }) skills!: string[];
  @ApiProperty({ type: [String] }) industries!: string[];
  @ApiProperty({ enum: LOOKING_FOR_OPTIONS, isArray: true }) lookingFor!: NetworkingProfile['lookingFor'];
  @ApiProperty({ enum: NETWORKING_STAGES, nullable: true }) stage!: NetworkingProfile['stage'];
  @ApiProperty() availableForMentoring!: boolean;
  @ApiProperty() seekingMentorship!: boolean;
  @ApiProperty() openToCollaboration!: boolean;
  @ApiProperty({ type: String, nullable: true }) linkedinUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) twitterUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) githubUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) websiteUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: String, nullable: true }) timezone!: string | null;
  @ApiProperty({ enum: CONTACT_METHODS }) preferredContactMethod!: NetworkingProfile['preferredContactMethod'];
  @ApiProperty({ enum: PROFILE_VISIBILITIES }) visibility!: NetworkingProfile['visibility'];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export const NetworkingProfilePageResponse = PageResponse(NetworkingProfileResponse);
