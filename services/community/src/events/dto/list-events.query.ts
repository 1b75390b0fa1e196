import { ApiPropertyOptional } from '@nestjs/swagger';
import { COMMUNITY_LIMITS, EVENT_CATEGORIES, EVENT_TYPES, type EventCategory, type EventType } from '@founder/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../identity/page.query';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** GET /api/events: optional type, category, location and a search over title and description. */
export class ListEventsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: EVENT_TYPES })
  @IsOptional()
  @IsIn(EVENT_TYPES)
  type?: EventType;

  @ApiPropertyOptional({ enum: EVENT_CATEGORIES })
  @IsOptional()
  @IsIn(EVENT_CATEGORIES)
  category?: EventCategory;

  @ApiPropertyOptional({ description: 'Part of the location, any case' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(COMMUNITY_LIMITS.location)
  @IsString()
  location?: string;

  @ApiPropertyOptional({ description: 'Words of the title or description, any case' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(COMMUNITY_LIMITS.search)
  @IsString()
  search?: string;
}
