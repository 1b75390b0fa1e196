import { wordCount } from '@founder/contracts';
import type { z } from 'zod';
import type { CompositionContext } from '../domain/composition-context';
import type { RequiredFigure } from '../domain/figures-out-of-date';

/**
 * One generated document: its parts, how the built-in composer writes a part, and the schema any
 * other writer (an LLM) must meet, so both providers answer the same shape within the same bounds.
 * The document kind that serves it (document-kind.ts) adds its routes, edits and exports.
 */
export interface GeneratedDocument<Id extends string, Part> {
  /** In a sentence: 'business plan'. */
  label: string;
  /** Computed rather than written (the financial model): never asked of an LLM. */
  builtinOnly?: boolean;
  parts: ReadonlyArray<{ id: Id; title: string }>;
  compose(context: CompositionContext, id: Id): Part;
  /**
   * The part's schema, written once in libs/contracts (@founder/contracts/schemas): the LLM's
   * response format and, through the kind's `openApi.part`, its OpenAPI schema. `problemWith` checks it first.
   */
  partSchema(id: Id): z.ZodType<Part>;
  /** In words, what the schema cannot say (word bounds, units, order of figures), told to an LLM. */
  describePart(id: Id): string;
  /** Why a part written elsewhere cannot be used (its schema first, then the rules beside it), or null when it meets them. */
  problemWith(value: unknown, id: Id, context: CompositionContext): string | null;
  /** Figures a part must print verbatim, so the plan and the deck agree whoever wrote them. */
  requiredFigures(id: Id, context: CompositionContext): RequiredFigure[];
}

/** A text part within its word bounds, or why not. */
export function textProblem(value: unknown, field: string, bounds: { min: number; max: number }): string | null {
  if (typeof value !== 'string' || value.trim() === '') return `${field} is not a non-empty string`;
  const words = wordCount(value);
  if (words < bounds.min || words > bounds.max) return `${field} has ${words} words, outside ${bounds.min}-${bounds.max}`;
  return null;
}

/** The first figure the text does not print verbatim, or null. */
export function missingFigure(text: string, figures: RequiredFigure[], field: string): string | null {
  const missing = figures.find((figure) => !text.includes(figure.value));
  return missing ? `${field} does not state ${missing.value}` : null;
}
