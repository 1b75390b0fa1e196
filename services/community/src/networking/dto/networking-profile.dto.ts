import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  COMMUNITY_LIMITS as L,
  CONTACT_METHODS,
  LOOKING_FOR_OPTIONS,
  NETWORKING_STAGES,
  PROFILE_VISIBILITIES,
  type ContactMethod,
  type LookingFor,
  type NetworkingStage,
  type ProfileVisibility,
} from '@founder/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';

const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true };
const trimList = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item)) : value;

function TextList(): PropertyDecorator {
  return (target, key) => {
    for (const decorator of [
      ApiPropertyOptional({ type: [String], maxItems: L.listItems }),
      IsOptional(),
      Transform(trimList),
      MaxLength(L.listItem, { each: true }),
      IsNotEmpty({ each: true }),
      IsString({ each: true }),
      ArrayMaxSize(L.listItems),
      IsArray(),
    ]) decorator(target, key);
  };
}

function HttpUrl(): PropertyDecorator {
  return (target, key) => {
    for (const decorator of [
      ApiPropertyOptional({ example: 'https://example.com/me' }),
      IsOptional(),
      MaxLength(L.url),
      IsUrl(HTTP_URL, { message: `${String(key)} must be an http(s) URL` }),
    ]) decorator(target, key);
  };
}

/** PUT /api/networking/profile: the whole profile; an omitted field takes its default. */
export class NetworkingProfileDto {
  @ApiPropertyOptional({ maxLength: L.bio })
  @IsOptional()
  @MaxLength(L.bio)
  @IsString()
  bio?: string;

  @TextList() interests?: string[];
  @TextList() skills?: string[];
  @TextList() industries?: string[];

  @ApiPropertyOptional({ enum: LOOKING_FOR_OPTIONS, isArray: true })
  @IsOptional()
  @IsIn(LOOKING_FOR_OPTIONS, { each: true })
  @ArrayMaxSize(LOOKING_FOR_OPTIONS.length)
  @IsArray()
  lookingFor?: LookingFor[];

  @ApiPropertyOptional({ enum: NETWORKING_STAGES })
  @IsOptional()
  @IsIn(NETWORKING_STAGES)
  stage?: NetworkingStage;

  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() availableForMentoring?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() seekingMentorship?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() openToCollaboration?: boolean;

  @HttpUrl() linkedinUrl?: string;
  @HttpUrl() twitterUrl?: string;
  @HttpUrl() githubUrl?: string;
  @HttpUrl() websiteUrl?: string;

  @ApiPropertyOptional({ maxLength: L.location })
  @IsOptional()
  @MaxLength(L.location)
  @IsString()
  location?: string;

  @ApiPropertyOptional({ maxLength: L.timezone, example: 'Europe/Berlin' })
  @IsOptional()
  @MaxLength(L.timezone)
  @IsString()
  timezone?: string;

  @ApiPropertyOptional({ enum: CONTACT_METHODS, default: 'platform' })
  @IsOptional()
  @IsIn(CONTACT_METHODS)
  preferredContactMethod?: ContactMethod;

  @ApiPropertyOptional({ enum: PROFILE_VISIBILITIES, default: 'public' })
  @IsOptional()
  @IsIn(PROFILE_VISIBILITIES)
  visibility?: ProfileVisibility;
}
