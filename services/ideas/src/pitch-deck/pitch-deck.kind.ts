import { GENERATED_TEXT_WORDS, PITCH_SLIDES, type PitchSlideId, IDEA_DOCUMENTS } from '@founder/contracts';
import { PITCH_SLIDE_SCHEMA, schemaProblem } from '@founder/contracts/schemas';
import { missingFigure, textProblem, type GeneratedDocument } from '../idea-documents/generated-document';
import { composePitchSlide, type ComposedSlide } from './pitch-deck-composer';
import type { DocumentKind } from '../idea-documents/document-kind';
import { foundersFigures, todayFigures } from '../domain/composition-context';
import { wholeSentences } from '../domain/text';
import { PDF, PPTX } from '../idea-documents/exports/attachment';
import { pitchDeckPdf } from './pitch-deck-pdf';
import { pitchDeckPptx } from './pitch-deck-pptx';
import { openApiSchemaOf } from '../openapi/zod-schemas';
import { SavePitchSlideDto } from './dto/save-pitch-slide.dto';

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
      missingFigure(`${content}\n${notes}`, this.requiredFigures(id, context), id)
    );
  },
  requiredFigures(id, { idea, printed, position }) {
    if (id === 'financial')
      return [
        { label: 'Year 1 revenue', value: printed.revenue[0] },
        { label: 'Year 5 revenue', value: printed.revenue[4] },
        { label: 'Break-even', value: printed.breakEven },
      ];
    if (id === 'funding') return [{ label: 'The round', value: printed.fundingAsk }, { label: 'Runway', value: printed.runway }];
    if (id === 'business-model')
      return [...printed.statedPriceFigures, ...printed.statedCountFigures, ...foundersFigures(idea.revenueModel && wholeSentences(idea.revenueModel, 25), idea.country)];
    if (id === 'traction') return todayFigures(position.today);
    return [];
  },
};

/** The 10-slide pitch deck: slides with speaker notes, a PPTX and a PDF. */
export const PITCH_DECK_KIND: DocumentKind<PitchSlideId, ComposedSlide, SavePitchSlideDto> = {
  kind: 'pitch-deck',
  document: PITCH_DECK_DOCUMENT,
  parts: { segment: IDEA_DOCUMENTS['pitch-deck'].parts, param: 'slideId', notFound: 'Slide not found' },
  edit: { body: SavePitchSlideDto, toPart: ({ content, notes }) => ({ content, notes }) },
  notGenerated: 'Generate the pitch deck first',
  exports: [
    { extension: 'pptx', contentType: PPTX, description: 'PPTX with speaker notes, attachment "<title-slug>-pitch-deck.pptx"', render: pitchDeckPptx },
    { extension: 'pdf', contentType: PDF, description: 'application/pdf, attachment "<title-slug>-pitch-deck.pdf"', render: pitchDeckPdf },
  ],
  share: { page: IDEA_DOCUMENTS['pitch-deck'].page, field: IDEA_DOCUMENTS['pitch-deck'].field },
  openApi: {
    tag: 'pitch deck',
    generated: 'The deck keyed by slide id, each {content, notes}; header x-generation-provider',
    saved: "{id, content, notes, status: 'edited'}",
    regenerated: "{id, content, notes, status: 'generated'}; header x-generation-provider",
    part: (id) => openApiSchemaOf(PITCH_DECK_DOCUMENT.partSchema(id)),
  },
};
