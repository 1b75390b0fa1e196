import { EDITED_TEXT_LIMITS, type PitchSlideEdit } from '@founder/contracts';
import { EditedText } from '../../idea-documents/edited-text';
import { VersionedEdit } from '../../idea-documents/dto/versioned-edit.dto';

export class SavePitchSlideDto extends VersionedEdit implements PitchSlideEdit {
  @EditedText(EDITED_TEXT_LIMITS.slideContent.max, { required: true })
  content!: string;

  /** May be empty: not every slide needs notes. */
  @EditedText(EDITED_TEXT_LIMITS.slideNotes.max, { required: false })
  notes!: string;
}
