import { ApiPropertyOptional } from '@nestjs/swagger';
import { COMMUNITY_LIMITS, LOOKING_FOR_OPTIONS, NETWORKING_STAGES, type LookingFor, type NetworkingStage } from '@founder/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../identity/page.query';

const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').map((part) => part.trim()).filter(Boolean) : value;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** GET /api/networking/profiles: stage, industries and lookingFor (comma-joined), a search over name, bio and skills. */
export class ListProfilesQuery extends PageQuery {
  @ApiPropertyOptional({ enum: NETWORKING_STAGES })
  @IsOptional()
  @IsIn(NETWORKING_STAGES)
  stage?: NetworkingStage;

  @ApiPropertyOptional({ type: String, description: 'Comma-joined; any of them matches' })
  @IsOptional()
  @Transform(commaList)
  @MaxLength(COMMUNITY_LIMITS.listItem, { each: true })
  @IsString({ each: true })
  @ArrayMaxSize(COMMUNITY_LIMITS.listItems)
  industries?: string[];

  @ApiPropertyOptional({ type: String, description: `Comma-joined of ${LOOKING_FOR_OPTIONS.join(', ')}; any of them matches` })
  @IsOptional()
  @Transform(commaList)
  @IsIn(LOOKING_FOR_OPTIONS, { each: true })
  @ArrayMaxSize(LOOKING_FOR_OPTIONS.length)
  lookingFor?: LookingFor[];

  @ApiPropertyOptional({ description: 'Words of the name, bio or skills, any case' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(COMMUNITY_LIMITS.search)
  @IsString()
  search?: string;

  @ApiPropertyOptional({ description: 'Only founders available for mentoring' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  mentors?: boolean;
}
