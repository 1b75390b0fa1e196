import { GENERATED_TEXT_WORDS, PITCH_SLIDE_IDS, wordCount, type PitchSlideId } from '@founder/contracts';
import { BUSINESS_MODEL_IDEAS, HARDWARE_LEASE_IDEA, MARKETPLACE_IDEA } from '../domain/business-models.fixtures';
import { compositionContext } from '../domain/composition-context';
import type { IdeaFacts } from '../domain/idea-facts';
import { everyKindOfIdea, SAMPLE_IDEA } from '../domain/idea-facts.fixtures';
import { composePitchSlide } from './pitch-deck-composer';
import { PITCH_DECK_DOCUMENT } from './pitch-deck.kind';

const SOFTWARE_ONLY = /private beta|releases every two weeks|public launch with pricing live/;
const slide = (idea: IdeaFacts, id: PitchSlideId, variant = 0) => composePitchSlide({ ...compositionContext(idea), variant }, id);
/** The slides written in framings of their own; the others only reorder their lines. */
const FRAMED: readonly PitchSlideId[] = ['solution', 'traction', 'team'];

describe('the deck of each business model (issue 27)', () => {
  it.each(BUSINESS_MODEL_IDEAS)('writes no software step for a %s business, in any version', (_model, idea) => {
    const found = PITCH_SLIDE_IDS.flatMap((id) => [0, 1, 2].map((variant) => slide(idea, id, variant)).filter(({ content, notes }) => SOFTWARE_ONLY.test(`${content} ${notes}`)).map(() => id));
    expect(found).toEqual([]);
  });

  it("shows a hardware lease's pilots, hires and use in its own terms", () => {
    expect(slide(HARDWARE_LEASE_IDEA, 'traction').content.split('\n').slice(0, 2)).toEqual([
      `• Today: as the founder puts it, "Pilots with three pharmacies in Ohio have been running since March"`,
      '• Next 90 days: the first commercial contracts signed from the pilots, with installation and maintenance priced in',
    ]);
    expect(slide(HARDWARE_LEASE_IDEA, 'team').content).toContain('• Next hires: hardware engineering lead, sales lead, field operations lead');
    expect(slide(HARDWARE_LEASE_IDEA, 'solution').content).toContain('• Installed on site, kept running under a service agreement');
    expect(slide(HARDWARE_LEASE_IDEA, 'solution').notes).toContain('Walk through how a customer uses ColdChain Box,');
    expect(slide(HARDWARE_LEASE_IDEA, 'funding').notes).toContain('with this round the company reaches the first commercial contracts signed from the pilots');
  });

  it('tracks the numbers of its model on the traction slide', () => {
    expect(slide(MARKETPLACE_IDEA, 'traction').content).toContain('• Tracked weekly: active buyers and sellers, searches ending in a transaction, repeat rate');
    expect(slide(SAMPLE_IDEA, 'traction').content).toContain('• Tracked weekly: sign-ups, conversion, churn, acquisition cost');
  });
});

describe('a regenerated slide (variant)', () => {
  it('reads differently from the version before it, with the figures the deck must show', () => {
    const context = compositionContext(HARDWARE_LEASE_IDEA);
    for (const id of PITCH_SLIDE_IDS) {
      const versions = [0, 1, 2].map((variant) => composePitchSlide({ ...context, variant }, id));
      versions.slice(1).forEach((version, index) => expect(version).not.toEqual(versions[index]));
      for (const version of versions) expect(PITCH_DECK_DOCUMENT.problemWith(version, id, context)).toBeNull();
    }
  });

  it('keeps every framing of every kind of idea within its bounds', () => {
    const { slideContent, slideNotes } = GENERATED_TEXT_WORDS;
    const problems: string[] = [];
    for (const { context, label } of everyKindOfIdea())
      for (const id of FRAMED)
        for (const variant of [1, 2]) {
          const { content, notes } = composePitchSlide({ ...context, variant }, id);
          const [contentWords, notesWords] = [wordCount(content), wordCount(notes)];
          if (contentWords < slideContent.min || contentWords > slideContent.max || notesWords < slideNotes.min || notesWords > slideNotes.max)
            problems.push(`${id} v${variant} of ${label}: ${contentWords} + ${notesWords} words`);
        }
    expect(problems).toEqual([]);
  });
});
