import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COMMUNITY_LIMITS as L, EVENT_CATEGORIES, EVENT_TYPES, type EventCategory, type EventType } from '@founder/contracts';
import { Omittable } from '@founder/server-kit';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true };

/** POST /api/events. The organizer is the caller. Optional fields with a stored default are Omittable: null is a 400, not a NOT NULL error. */
export class CreateEventDto {
  @ApiProperty({ maxLength: L.title })
  @Transform(trim)
  @MinLength(3)
  @MaxLength(L.title)
  @IsString()
  title!: string;

  @ApiPropertyOptional({ maxLength: L.description })
  @IsOptional()
  @MaxLength(L.description)
  @IsString()
  description?: string;

  @ApiProperty({ enum: EVENT_TYPES })
  @IsIn(EVENT_TYPES)
  type!: EventType;

  @ApiProperty({ enum: EVENT_CATEGORIES })
  @IsIn(EVENT_CATEGORIES)
  category!: EventCategory;

  @ApiProperty({ example: '2026-12-01T18:00:00Z' })
  @IsISO8601({ strict: true })
  startDate!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsISO8601({ strict: true })
  endDate?: string;

  @ApiPropertyOptional({ maxLength: L.location })
  @IsOptional()
  @Transform(trim)
  @MaxLength(L.location)
  @IsString()
  location?: string;

  @ApiPropertyOptional({ default: false })
  @Omittable()
  @IsBoolean()
  isVirtual?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(L.url)
  @IsUrl(HTTP_URL, { message: 'virtualLink must be an http(s) URL' })
  virtualLink?: string;

  @ApiPropertyOptional({ maxLength: L.organizerName })
  @IsOptional()
  @Transform(trim)
  @IsNotEmpty()
  @MaxLength(L.organizerName)
  @IsString()
  organizerName?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: L.maxAttendees })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(L.maxAttendees)
  maxAttendees?: number;

  @ApiPropertyOptional({ default: '0.00', example: '25.00' })
  @Omittable()
  @Matches(/^\d{1,8}\.\d{2}$/, { message: 'price must be an amount such as 0.00 or 25.00' })
  price?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(L.url)
  @IsUrl(HTTP_URL, { message: 'registrationUrl must be an http(s) URL' })
  registrationUrl?: string;

  @ApiPropertyOptional({ type: [String], maxItems: L.tags })
  @Omittable()
  @MaxLength(L.tag, { each: true })
  @IsNotEmpty({ each: true })
  @IsString({ each: true })
  @ArrayMaxSize(L.tags)
  @IsArray()
  tags?: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(L.url)
  @IsUrl(HTTP_URL, { message: 'imageUrl must be an http(s) URL' })
  imageUrl?: string;

  @ApiPropertyOptional({ maxLength: L.requirements })
  @IsOptional()
  @MaxLength(L.requirements)
  @IsString()
  requirements?: string;

  @ApiPropertyOptional({ type: [String], maxItems: L.benefits })
  @Omittable()
  @MaxLength(L.benefit, { each: true })
  @IsNotEmpty({ each: true })
  @IsString({ each: true })
  @ArrayMaxSize(L.benefits)
  @IsArray()
  benefits?: string[];
}
