import { hasContent } from '../idea-documents/document-progress';
import { PITCH_SLIDES, SLIDE_LAYOUTS, type PitchDeckContent, type PitchSlideId, type PlanSectionStatus, type SlideLayout, type StartupIdea } from '@founder/contracts';

/** A pitch slide as the page shows it (spec section 3). */
export interface PitchSlide {
  id: PitchSlideId;
  title: string;
  content: string;
  speakerNotes: string;
  slideNumber: number;
  template: 'investor';
  layout: SlideLayout;
  status: PlanSectionStatus;
}

/** Spec section 8: what a slide the deck response lacks shows. */
export function missingSlidePlaceholder(title: string): { content: string; notes: string } {
  return {
    content: `Content for the ${title} slide...`,
    notes: `Speaker notes for the ${title} slide...`,
  };
}

/** Spec section 2: the estimated duration of the 10-slide deck. */
export const DECK_ESTIMATED_DURATION = '10min';

/**
 * The 10 slides of an idea's deck, in order. Before generation every slide is an empty draft; once
 * a deck exists, a slide it lacks (or an empty part of one) gets the placeholder.
 */
export function deckSlidesOf(idea: Pick<StartupIdea, 'pitchDeck' | 'pitchDeckStatus'>): PitchSlide[] {
  const deck: Partial<PitchDeckContent> | null = idea.pitchDeck;
  return PITCH_SLIDES.map(({ id, title }, index) => {
    const base = { id, title, slideNumber: index + 1, template: 'investor' as const, layout: SLIDE_LAYOUTS[id] };
    if (!deck) return { ...base, content: '', speakerNotes: '', status: 'draft' };
    const placeholder = missingSlidePlaceholder(title);
    const stored = deck[id];
    const content = stored?.content?.trim() ? stored.content : placeholder.content;
    const speakerNotes = stored?.notes?.trim() ? stored.notes : placeholder.notes;
    return { ...base, content, speakerNotes, status: idea.pitchDeckStatus?.[id] ?? 'generated' };
  });
}

/** Spec section 5: Present needs at least one slide with content. */
export function canPresent(slides: readonly PitchSlide[]): boolean {
  return slides.some(hasContent);
}
