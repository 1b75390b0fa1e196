import { GENERATED_TEXT_WORDS, PITCH_SLIDES, type PitchSlideId } from '@founder/contracts';
import { PITCH_SLIDE_SCHEMA, schemaProblem } from '@founder/contracts/schemas';
import { missingFigure, textProblem, type GeneratedDocument } from '../idea-documents/generated-document';
import { composePitchSlide, type ComposedSlide } from './pitch-deck-composer';

/** The deck as a generated document: 10 slides with notes, the built-in composer or an LLM held to the same schema and bounds. */
export const PITCH_DECK_DOCUMENT: GeneratedDocument<PitchSlideId, ComposedSlide> = {
  label: 'pitch deck',
  parts: PITCH_SLIDES,
  compose: composePitchSlide,
  partSchema: () => PITCH_SLIDE_SCHEMA,
  describePart: () =>
    `an object {"content": slide text of ${GENERATED_TEXT_WORDS.slideContent.min} to ${GENERATED_TEXT_WORDS.slideContent.max} words in short lines (bullets start with "• "), "notes": speaker notes of ${GENERATED_TEXT_WORDS.slideNotes.min} to ${GENERATED_TEXT_WORDS.slideNotes.max} words}`,
  problemWith(value, id, context) {
    const problem = schemaProblem(PITCH_SLIDE_SCHEMA, value, id);
    if (problem) return problem;
    const { content, notes } = value as ComposedSlide;
    return (
      textProblem(content, `${id}.content`, GENERATED_TEXT_WORDS.slideContent) ??
      textProblem(notes, `${id}.notes`, GENERATED_TEXT_WORDS.slideNotes) ??
      missingFigure(content, this.requiredFigures(id, context), `${id}.content`)
    );
  },
  requiredFigures(id, { printed }) {
    if (id === 'financial') return [printed.revenue[0], printed.revenue[4]];
    if (id === 'funding') return [printed.fundingAsk];
    return [];
  },
};
