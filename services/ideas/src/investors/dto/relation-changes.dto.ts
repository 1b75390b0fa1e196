import { ApiPropertyOptional } from '@nestjs/swagger';
import { INVESTOR_LIMITS, PIPELINE_STAGES, type InvestorRelationChanges, type PipelineStage } from '@founder/contracts';
import { Omittable } from '@founder/server-kit';
import { IsBoolean, IsIn, IsISO8601, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

/** PATCH /api/investors/{id}/relation: any of these; null takes an investor out of the pipeline or clears the date. */
export class RelationChangesDto implements InvestorRelationChanges {
  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean()
  saved?: boolean;

  @ApiPropertyOptional({ enum: PIPELINE_STAGES, nullable: true })
  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @IsIn(PIPELINE_STAGES)
  @IsString()
  pipelineStage?: PipelineStage | null;

  @ApiPropertyOptional({ maxLength: INVESTOR_LIMITS.notes })
  @Omittable()
  @IsString()
  @MaxLength(INVESTOR_LIMITS.notes)
  notes?: string;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2026-12-01' })
  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @IsISO8601({ strict: true, strictSeparator: true })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'nextStepOn must be a date as YYYY-MM-DD' })
  @IsString()
  nextStepOn?: string | null;
}
