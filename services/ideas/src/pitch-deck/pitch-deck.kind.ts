import { IDEA_DOCUMENTS, type PitchSlideId } from '@founder/contracts';
import { PITCH_DECK_DOCUMENT } from './pitch-deck.document';
import type { ComposedSlide } from './pitch-deck-composer';
import type { DocumentKind } from '../idea-documents/document-kind';
import { PDF, PPTX } from '../idea-documents/exports/attachment';
import { pitchDeckPdf } from './pitch-deck-pdf';
import { pitchDeckPptx } from './pitch-deck-pptx';
import { openApiSchemaOf } from '../openapi/zod-schemas';
import { SavePitchSlideDto } from './dto/save-pitch-slide.dto';

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
