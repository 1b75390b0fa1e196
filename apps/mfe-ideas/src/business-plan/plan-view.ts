import { PLAN_SECTIONS } from '@founder/contracts';
import type { DocumentView } from '../idea-documents/document-view';
import { PLAN_TIMELINE } from '../generation/generating-timeline';

/** The business plan's words and generating screen (1 s per section, spec section 4). */
export const PLAN_VIEW: DocumentView<'business-plan'> = {
  kind: 'business-plan',
  label: 'business plan',
  title: 'Business Plan',
  generateLabel: 'Generate Business Plan',
  regenerateLabel: 'Regenerate Plan',
  noun: 'plan',
  part: 'section',
  timeline: PLAN_TIMELINE,
  partTitles: PLAN_SECTIONS,
  partOf: (result) => result.content,
  toasts: {
    generated: { title: 'Business plan generated successfully!', description: 'Your comprehensive business plan is ready for review.' },
    partRegenerated: (title) => `${title} has a fresh draft.`,
  },
};
