import type { PlanSectionStatus } from '@founder/contracts';

/** How a part's status shows (plan sections, slides, any kind's parts). */
export const STATUS_BADGES: Record<PlanSectionStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  generated: { label: 'Generated', color: 'indigo' },
  edited: { label: 'Edited', color: 'teal' },
};

/** What a view of one editable part receives from its generator (useIdeaDocument's save and regenerate). */
export interface PartEditingProps {
  /** False for the read-only demo idea. */
  editable: boolean;
  editing: boolean;
  saving: boolean;
  regenerating: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onRegenerate: () => void;
  onHistory: () => void;
}
