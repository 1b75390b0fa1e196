import type { DocumentPart, DocumentView } from '../idea-documents/document-view';
import { RESEARCH_TIMELINE } from '../generation/generating-timeline';

/** The market research's words and its six stages of 1500 ms, run while the call runs (spec sections 4, 8, 9). */
export const RESEARCH_VIEW: DocumentView<'market-research'> = {
  kind: 'market-research',
  label: 'market research',
  title: 'Market Research',
  generateLabel: 'Start Market Research',
  regenerateLabel: 'Regenerate Research',
  pendingLabel: 'Analyzing...',
  noun: 'research',
  part: 'stage',
  timeline: RESEARCH_TIMELINE,
  // The page shows no part editor: a regeneration has no edits to overwrite.
  partsEditable: false,
  note: 'Market size with sources, competitors, segments, trends and personas.',
  partOf: ({ id: _id, status: _status, ...part }) => ('content' in part ? part.content : part) as DocumentPart<'market-research'>,
  toasts: {
    generated: { title: 'Market research completed!', description: 'Comprehensive market analysis and competitive landscape ready.' },
    partRegenerated: (title) => `${title} has a fresh draft.`,
    failureTitle: 'Analysis failed',
  },
};
