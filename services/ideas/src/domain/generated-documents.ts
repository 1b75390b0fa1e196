import { GENERATED_TEXT_WORDS, PITCH_SLIDES, PLAN_SECTIONS, wordCount, type PitchSlideId, type PlanSectionId } from '@founder/contracts';
import { composePlanSection } from '../business-plan/business-plan-composer';
import type { CompositionContext } from './composition-context';
import { composePitchSlide, type ComposedSlide } from '../pitch-deck/pitch-deck-composer';

/**
 * One generated document: its parts, how the built-in composer writes a part, and the schema any
 * other writer (an LLM) must meet, so both providers answer the same shape within the same bounds.
 * The document kind that serves it (idea-documents/document-kind.ts) adds its routes, edits and exports.
 */
export interface GeneratedDocument<Id extends string, Part> {
  /** In a sentence: 'business plan'. */
  label: string;
  /** Computed rather than written (the financial model): never asked of an LLM. */
  builtinOnly?: boolean;
  parts: ReadonlyArray<{ id: Id; title: string }>;
  compose(context: CompositionContext, id: Id): Part;
  /** The shape of one part, told to an LLM. */
  describePart(id: Id): string;
  /** Why a part written elsewhere cannot be used, or null when it meets the schema. */
  problemWith(value: unknown, id: Id, context: CompositionContext): string | null;
  /** Figures a part must print verbatim, so the plan and the deck agree whoever wrote them. */
  requiredFigures(id: Id, context: CompositionContext): string[];
}

export type PlanDocument = GeneratedDocument<PlanSectionId, string>;
export type DeckDocument = GeneratedDocument<PitchSlideId, ComposedSlide>;

function textProblem(value: unknown, field: string, bounds: { min: number; max: number }): string | null {
  if (typeof value !== 'string' || value.trim() === '') return `${field} is not a non-empty string`;
  const words = wordCount(value);
  if (words < bounds.min || words > bounds.max) return `${field} has ${words} words, outside ${bounds.min}-${bounds.max}`;
  return null;
}

function missingFigure(text: string, figures: string[], field: string): string | null {
  const missing = figures.find((figure) => !text.includes(figure));
  return missing ? `${field} does not state ${missing}` : null;
}

export const BUSINESS_PLAN_DOCUMENT: PlanDocument = {
  label: 'business plan',
  parts: PLAN_SECTIONS,
  compose: composePlanSection,
  describePart: () =>
    `a string of ${GENERATED_TEXT_WORDS.planSection.min} to ${GENERATED_TEXT_WORDS.planSection.max} words, plain text in paragraphs separated by blank lines, no headings`,
  problemWith(value, id, context) {
    return (
      textProblem(value, id, GENERATED_TEXT_WORDS.planSection) ??
      missingFigure(value as string, this.requiredFigures(id, context), id)
    );
  },
  requiredFigures(id, { printed }) {
    if (id === 'financial-projections') return [printed.revenue[0], printed.revenue[4]];
    if (id === 'funding-request') return [printed.fundingAsk];
    return [];
  },
};

export const PITCH_DECK_DOCUMENT: DeckDocument = {
  label: 'pitch deck',
  parts: PITCH_SLIDES,
  compose: composePitchSlide,
  describePart: () =>
    `an object {"content": slide text of ${GENERATED_TEXT_WORDS.slideContent.min} to ${GENERATED_TEXT_WORDS.slideContent.max} words in short lines (bullets start with "• "), "notes": speaker notes of ${GENERATED_TEXT_WORDS.slideNotes.min} to ${GENERATED_TEXT_WORDS.slideNotes.max} words}`,
  problemWith(value, id, context) {
    if (typeof value !== 'object' || value === null) return `${id} is not an object with content and notes`;
    const { content, notes } = value as Record<string, unknown>;
    return (
      textProblem(content, `${id}.content`, GENERATED_TEXT_WORDS.slideContent) ??
      textProblem(notes, `${id}.notes`, GENERATED_TEXT_WORDS.slideNotes) ??
      missingFigure(content as string, this.requiredFigures(id, context), `${id}.content`)
    );
  },
  requiredFigures(id, { printed }) {
    if (id === 'financial') return [printed.revenue[0], printed.revenue[4]];
    if (id === 'funding') return [printed.fundingAsk];
    return [];
  },
};
