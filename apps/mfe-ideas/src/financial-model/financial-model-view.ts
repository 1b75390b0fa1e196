import type { DocumentPart, DocumentView } from '../idea-documents/document-view';

/** The financial model's words; its generating screen is a fixed 75% bar while the server computes (spec section 9). */
export const MODEL_VIEW: DocumentView<'financial-model'> = {
  kind: 'financial-model',
  label: 'financial model',
  title: 'Financial Model',
  generateLabel: 'Generate Model',
  regenerateLabel: 'Regenerate Model',
  noun: 'model',
  part: 'figure',
  timeline: null,
  fixedPercent: 75,
  note: '5-year projection, month by month, in base, best and worst scenarios.',
  partsEditable: false,
  partOf: ({ id: _id, status: _status, ...part }) => ('content' in part ? part.content : part) as DocumentPart<'financial-model'>,
  toasts: {
    generated: { title: 'Financial model generated!', description: 'Your 5-year financial projections are ready.' },
    partRegenerated: (title) => `${title} was computed again from your assumptions.`,
  },
};
