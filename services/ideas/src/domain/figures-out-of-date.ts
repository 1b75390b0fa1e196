import type { CompositionContext } from './composition-context';

/** A figure a part must print verbatim, with what it is: { label: 'Year 1 revenue', value: 'KES 2,160,000' }. */
export interface RequiredFigure {
  label: string;
  value: string;
}

/** What a document kind says about the figures its parts quote (a GeneratedDocument has it). */
export interface FigureQuotingDocument<Id extends string = string> {
  parts: ReadonlyArray<{ id: Id }>;
  /** Figures a part must print verbatim. */
  requiredFigures(id: Id, context: CompositionContext): RequiredFigure[];
}

/** The text of a stored part that figures are quoted in: a section's text, a slide's content and notes, a research part's JSON. */
export function quotedText(part: unknown): string {
  if (typeof part === 'string') return part;
  const { content, notes } = typeof part === 'object' && part !== null ? (part as { content?: unknown; notes?: unknown }) : {};
  if (typeof content !== 'string') return JSON.stringify(part ?? '');
  return typeof notes === 'string' ? `${content}\n${notes}` : content;
}

/**
 * The figures a stored plan, deck or research no longer quotes as it would today (a part lacks one of
 * its required figures under the current assumptions), each as 'Year 1 revenue is now KES 2,160,000':
 * the financial model changed after it was written, so the page says its figures are out of date, and
 * what changed, until it is regenerated. Empty when it is current.
 */
export function changedFigures<Id extends string, Part>(
  document: FigureQuotingDocument<Id>,
  content: Partial<Record<Id, Part>> | null,
  context: CompositionContext,
): string[] {
  if (!content) return [];
  const changes = new Set<string>();
  for (const { id } of document.parts) {
    if (content[id] === undefined) continue;
    const text = quotedText(content[id]);
    for (const figure of document.requiredFigures(id, context)) if (!text.includes(figure.value)) changes.add(`${figure.label} is now ${figure.value}`);
  }
  return [...changes];
}
