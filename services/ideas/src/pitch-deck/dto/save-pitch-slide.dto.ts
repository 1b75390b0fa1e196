import { ApiProperty } from '@nestjs/swagger';
import { EDITED_TEXT_LIMITS, type PitchSlideEdit } from '@founder/contracts';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export class SavePitchSlideDto implements PitchSlideEdit {
  @ApiProperty({ maxLength: EDITED_TEXT_LIMITS.slideContent.max })
  @MaxLength(EDITED_TEXT_LIMITS.slideContent.max)
  @Matches(/\S/, { message: 'content should not be empty' })
  @IsString()
  @IsNotEmpty()
  content!: string;

  /** May be empty: not every slide needs notes. */
  @ApiProperty({ maxLength: EDITED_TEXT_LIMITS.slideNotes.max })
  @MaxLength(EDITED_TEXT_LIMITS.slideNotes.max)
  @IsString()
  notes!: string;
}
