import { PITCH_SLIDES } from '@founder/contracts';
import type { DocumentView } from '../idea-documents/document-view';
import { DECK_TIMELINE } from '../generation/generating-timeline';

/** The pitch deck's words and generating screen (0.8 s per slide, spec section 4). */
export const DECK_VIEW: DocumentView<'pitch-deck'> = {
  kind: 'pitch-deck',
  label: 'pitch deck',
  title: 'Pitch Deck',
  generateLabel: 'Generate Pitch Deck',
  regenerateLabel: 'Regenerate Deck',
  noun: 'deck',
  part: 'slide',
  timeline: DECK_TIMELINE,
  partTitles: PITCH_SLIDES,
  partOf: ({ content, notes }) => ({ content, notes }),
  toasts: {
    generated: { title: 'Pitch deck generated successfully!', description: 'Your investor presentation is ready for review.' },
    partRegenerated: (title) => `The ${title} slide has a fresh draft.`,
  },
};
