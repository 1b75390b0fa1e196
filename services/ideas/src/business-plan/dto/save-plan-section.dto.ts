import { ApiProperty } from '@nestjs/swagger';
import { EDITED_TEXT_LIMITS, type PlanSectionEdit } from '@founder/contracts';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export class SavePlanSectionDto implements PlanSectionEdit {
  @ApiProperty({ maxLength: EDITED_TEXT_LIMITS.planSection.max })
  @MaxLength(EDITED_TEXT_LIMITS.planSection.max)
  @Matches(/\S/, { message: 'content should not be empty' })
  @IsString()
  @IsNotEmpty()
  content!: string;
}
