import { GENERATED_TEXT_WORDS, PITCH_SLIDE_IDS, wordCount } from '@founder/contracts';
import { compositionContext } from '../domain/composition-context';
import { everyKindOfIdea, SHORTEST_IDEA } from '../domain/idea-facts.fixtures';
import { composePitchSlide } from './pitch-deck-composer';

const idea = SHORTEST_IDEA;

describe('composePitchSlide', () => {
  it('keeps every slide’s text and notes within their bounds for every kind of idea', () => {
    const { slideContent, slideNotes } = GENERATED_TEXT_WORDS;
    const problems: string[] = [];
    for (const { context, label } of everyKindOfIdea())
      for (const id of PITCH_SLIDE_IDS) {
        const { content, notes } = composePitchSlide(context, id);
        const [contentWords, notesWords] = [wordCount(content), wordCount(notes)];
        if (contentWords < slideContent.min || contentWords > slideContent.max || notesWords < slideNotes.min || notesWords > slideNotes.max)
          problems.push(`${id} of ${label}: ${contentWords} + ${notesWords} words`);
      }
    expect(problems).toEqual([]);
  });

  it("opens with the company's name and closes with the thank-you", () => {
    const context = compositionContext({ ...idea, ideaTitle: 'PantryPal – meal plans', companyName: 'PantryPal', name: 'Maya Chen' });
    expect(composePitchSlide(context, 'title').content.split('\n').slice(0, 1)).toEqual(['PantryPal']);
    expect(composePitchSlide(context, 'title').content).toContain('Presented by Maya Chen, founder');
    expect(composePitchSlide(context, 'closing').content.split('\n')[0]).toBe('Thank you');
  });
});
