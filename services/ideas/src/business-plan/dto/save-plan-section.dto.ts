import { EDITED_TEXT_LIMITS, type PlanSectionEdit } from '@founder/contracts';
import { EditedText } from '../../idea-documents/edited-text';
import { VersionedEdit } from '../../idea-documents/dto/versioned-edit.dto';

export class SavePlanSectionDto extends VersionedEdit implements PlanSectionEdit {
  @EditedText(EDITED_TEXT_LIMITS.planSection.max, { required: true })
  content!: string;
}
