import type { CompositionContext } from './composition-context';

/** What a document kind says about the figures its parts quote (a GeneratedDocument has it). */
export interface FigureQuotingDocument<Id extends string = string> {
  parts: ReadonlyArray<{ id: Id }>;
  /** Figures a part must print verbatim. */
  requiredFigures(id: Id, context: CompositionContext): string[];
}

/** The text of a stored part that figures are quoted in: a section's text, a slide's content. */
function quotedText(part: unknown): string {
  if (typeof part === 'string') return part;
  const content = typeof part === 'object' && part !== null ? (part as { content?: unknown }).content : undefined;
  return typeof content === 'string' ? content : '';
}

/**
 * True when a stored plan or deck no longer quotes the figures it would quote today (a part lacks
 * one of its required figures under the current assumptions): the financial model changed after
 * it was written, so the page says its figures are out of date until it is regenerated.
 */
export function figuresOutOfDate<Id extends string, Part>(
  document: FigureQuotingDocument<Id>,
  content: Partial<Record<Id, Part>> | null,
  context: CompositionContext,
): boolean {
  if (!content) return false;
  return document.parts.some(({ id }) => {
    if (content[id] === undefined) return false;
    const text = quotedText(content[id]);
    return document.requiredFigures(id, context).some((figure) => !text.includes(figure));
  });
}
