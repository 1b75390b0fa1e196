import { GENERATED_TEXT_WORDS, IDEA_INDUSTRIES, PITCH_SLIDE_IDS, wordCount } from '@founder/contracts';
import { composePlanSection } from '../business-plan/business-plan-composer';
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

  it('opens with the idea’s title and closes with the thank-you', () => {
    const context = compositionContext({ ...idea, ideaTitle: 'PantryPal', name: 'Maya Chen' });
    expect(composePitchSlide(context, 'title').content.split('\n').slice(0, 1)).toEqual(['PantryPal']);
    expect(composePitchSlide(context, 'title').content).toContain('Presented by Maya Chen, founder');
    expect(composePitchSlide(context, 'closing').content.split('\n')[0]).toBe('Thank you');
  });

  it('prints on the financial and funding slides exactly the figures of the plan’s financial sections', () => {
    for (const industry of IDEA_INDUSTRIES) {
      const context = compositionContext({ ...idea, industry, stage: 'Beta Testing', targetMarket: 'Marketplace' });
      const financial = composePitchSlide(context, 'financial').content;
      const projections = composePlanSection(context, 'financial-projections');
      for (const figure of [context.printed.revenue[0], context.printed.revenue[1], context.printed.revenue[2], context.printed.revenue[4], `${context.projection.grossMarginPct}%`, context.printed.breakEven]) {
        expect(financial).toContain(figure);
        expect(projections).toContain(figure);
      }
      const funding = composePitchSlide(context, 'funding').content;
      const request = composePlanSection(context, 'funding-request');
      for (const figure of [context.printed.fundingAsk, ...Object.values(context.printed.useOfFunds), context.printed.runway]) {
        expect(funding).toContain(figure);
        expect(request).toContain(figure);
      }
    }
  });
});
