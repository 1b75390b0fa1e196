import type { PlanSectionStatus } from '@founder/contracts';

/** Spec section 4: the share of parts generated or edited, as a whole percent. */
export function documentCompletion(parts: readonly { status: PlanSectionStatus }[]): number {
  if (parts.length === 0) return 0;
  return Math.round((parts.filter((part) => part.status !== 'draft').length / parts.length) * 100);
}

export function hasContent(part: { content: string }): boolean {
  return part.content.trim() !== '';
}
