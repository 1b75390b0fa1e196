import { ApiProperty } from '@nestjs/swagger';
import { LAUNCH_CHECKLIST_IDS, type LaunchChecklistItemId } from '@founder/contracts';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn } from 'class-validator';

/** PUT .../mvp/checklist: the ticked items (any order; stored in checklist order). */
export class SaveChecklistDto {
  @IsArray()
  @ArrayMaxSize(LAUNCH_CHECKLIST_IDS.length)
  @ArrayUnique()
  @IsIn(LAUNCH_CHECKLIST_IDS, { each: true })
  @ApiProperty({ type: [String], enum: LAUNCH_CHECKLIST_IDS, maxItems: LAUNCH_CHECKLIST_IDS.length, uniqueItems: true })
  checklist!: LaunchChecklistItemId[];
}
