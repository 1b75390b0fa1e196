import { IDEA_INDUSTRIES } from '@founder/contracts';
import { composePlanSection } from '../business-plan/business-plan-composer';
import { compositionContext } from '../domain/composition-context';
import { SHORTEST_IDEA } from '../domain/idea-facts.fixtures';
import { composePitchSlide } from '../pitch-deck/pitch-deck-composer';

const idea = SHORTEST_IDEA;

describe('the plan and the deck', () => {
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
