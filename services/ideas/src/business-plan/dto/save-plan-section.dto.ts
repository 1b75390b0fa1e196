import { EDITED_TEXT_LIMITS, type PlanSectionEdit } from '@founder/contracts';
import { EditedText } from '../../idea-documents/edited-text';

export class SavePlanSectionDto implements PlanSectionEdit {
  @EditedText(EDITED_TEXT_LIMITS.planSection.max, { required: true })
  content!: string;
}
