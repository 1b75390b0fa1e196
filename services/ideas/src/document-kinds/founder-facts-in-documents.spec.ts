import { GENERATED_TEXT_WORDS, PITCH_SLIDE_IDS, PLAN_SECTION_IDS, wordCount } from '@founder/contracts';
import { analyzeIdea } from '../domain/analyze-idea';
import { composePlanSection } from '../business-plan/business-plan-composer';
import { compositionContext } from '../domain/composition-context';
import { computeFinancialModel } from '../domain/financial-model';
import { defaultFinancialInputs } from '../domain/financial-model-defaults';
import type { IdeaFacts } from '../domain/idea-facts';
import { GROCER_IDEA, LONG_SENTENCES_IDEA, SAMPLE_IDEA } from '../domain/idea-facts.fixtures';
import { composeMarketResearch } from '../market-research/market-research-composer';
import { composePitchSlide } from '../pitch-deck/pitch-deck-composer';
import { sentencesOf } from '../domain/text';

/** Everything written about an idea: plan, deck (content and notes), analysis and market research. */
function everythingAbout(idea: IdeaFacts): { plan: string; deck: string; analysis: string; research: string } {
  const context = compositionContext(idea);
  return {
    plan: PLAN_SECTION_IDS.map((id) => composePlanSection(context, id)).join('\n\n'),
    deck: PITCH_SLIDE_IDS.map((id) => Object.values(composePitchSlide(context, id)).join('\n')).join('\n\n'),
    analysis: JSON.stringify(analyzeIdea(idea)),
    research: JSON.stringify(composeMarketResearch(idea)),
  };
}

describe('stated facts win everywhere (issue 14 item 4)', () => {
  it('uses "$149 per store per month" from the solution, never the $198 reference price, in the plan, deck, analysis and research', () => {
    const written = everythingAbout(GROCER_IDEA);
    for (const [where, text] of Object.entries(written)) expect({ where, has198: text.includes('$198') }).toEqual({ where, has198: false });
    expect(written.deck).toContain('• Price: $149 per store per month');
    expect(written.plan).toContain("Unit economics: the founder's pricing: $149 per store per month;");
    expect(written.plan).toContain('paying stores × $149 a month × 12 =');
    expect(written.analysis).toContain('Validate willingness to pay $149 per store per month');
    expect(written.research).toContain('per store per month');
  });

  it('starts the financial model from the stated price and unit, and a model built on it keeps them in every document', () => {
    const defaults = defaultFinancialInputs(GROCER_IDEA);
    expect(defaults.revenueModel).toMatchObject({ type: 'subscription', pricePoint: 149, unit: 'store' });
    const financialModel = computeFinancialModel(defaults, { industry: GROCER_IDEA.industry, stage: GROCER_IDEA.stage });
    const written = everythingAbout({ ...GROCER_IDEA, financialModel });
    expect(written.plan).not.toContain('$198');
    expect(written.deck).toContain('• Price: $149 per store per month');
  });

  it('uses a stated customer count, a take rate and a yearly price in euros', () => {
    const target = compositionContext({ ...SAMPLE_IDEA, revenueModel: '$20 per seat per month; target: 300 paying seats by month 12.' });
    expect([target.projection.customersAtMonth12, target.printed.units]).toEqual([300, 'seats']);
    const today = compositionContext({ ...SAMPLE_IDEA, revenueModel: 'We already serve 2,000 paying customers at $20 a month.' });
    expect(today.projection.customersAtMonth12).toBe(2000);
    const take = defaultFinancialInputs({ ...SAMPLE_IDEA, revenueModel: 'We take 2% of each order.' });
    expect(take.revenueModel).toMatchObject({ type: 'transaction', pricePoint: 2 });
    const euros = compositionContext({ ...SAMPLE_IDEA, revenueModel: '€1,200 per seat a year', currency: 'EUR' });
    expect(euros.printed.priceTerms).toBe('€1,200 per seat a year, that is €1,200 ÷ 12 = €100 a month');
    expect(euros.printed.revenue[0]).toMatch(/^€[\d,]+$/);
    // A founder who chose US dollars for an idea priced in euros: worked out in euros, then converted once.
    const chosenDollars = compositionContext({ ...SAMPLE_IDEA, revenueModel: '€1,200 per seat a year', currency: 'USD' });
    expect(chosenDollars.printed.priceTerms).toBe('€1,200 per seat a year, that is €1,200 ÷ 12 = €100 a month, about $117.65 a month at the reference rates');
  });
});

describe("the bottom-up line says what each customer's monthly figure assumes", () => {
  it('a commission on an average booking is fees a month from one booking per customer, and a per-use price one use a month', () => {
    const commission = compositionContext({
      ...SAMPLE_IDEA,
      currency: 'EUR',
      revenueModel: 'We take 15% of each booking; the average booking is €18. Target: 1,250 paying workshops by month 12.',
    });
    expect(commission.printed.workings.runRate).toBe('1,250 paying workshops × €2.70 of fees a month (one booking per workshop each month) × 12 = €40,500 a year');
    const perUse = compositionContext({ ...SAMPLE_IDEA, revenueModel: '$4 per scan; target: 500 paying clinics by month 12.' });
    expect(perUse.printed.workings.runRate).toBe('500 paying clinics × $4 a month (one scan per clinic each month) × 12 = $24,000 a year');
    const monthly = compositionContext({ ...SAMPLE_IDEA, revenueModel: '$20 per seat per month; target: 300 paying seats by month 12.' });
    expect(monthly.printed.workings.runRate).toBe('300 paying seats × $20 a month × 12 = $72,000 a year');
  });
});

describe('channels and rules fit the idea (issue 14 item 6)', () => {
  it('never offers US independent grocers cloud marketplace listings or the EU AI Act, anywhere', () => {
    for (const text of Object.values(everythingAbout({ ...GROCER_IDEA, country: 'US' }))) {
      expect(text).not.toMatch(/cloud marketplace|EU AI Act|European Union|GDPR/);
      expect(text).toContain("in the United States, state privacy laws such as California's CCPA for personal data");
    }
  });

  it('names the rules of a Kenyan dairy idea\'s own country everywhere, never US trucking rules (issue 27 item 3)', () => {
    const dairy: IdeaFacts = {
      ...GROCER_IDEA,
      country: 'KE',
      industry: 'Food & Beverage',
      targetMarket: 'B2B (Business to Business)',
      description: "Dairy farmers near Nakuru lose milk before the processor's truck arrives. We lease solar milk coolers.",
    };
    for (const text of Object.values(everythingAbout(dairy))) {
      expect(text).not.toMatch(/FMCSA|tachograph|hours-of-service|CCPA|HIPAA|GDPR|United States|European Union/);
      expect(text).toContain('in Kenya, the Data Protection Act 2019 for personal data, enforced by the Office of the Data Protection Commissioner');
    }
  });
});

describe('founder sentences are never cut (issue 14 item 5)', () => {
  const fields = (idea: IdeaFacts) => [idea.description, idea.problemStatement, idea.solutionApproach, idea.competitiveAdvantage, idea.revenueModel].filter((text): text is string => Boolean(text));

  it.each([
    ['long sentences', LONG_SENTENCES_IDEA],
    ['the issue example', GROCER_IDEA],
  ])('quotes whole sentences or none of one, for %s', (_label, idea) => {
    const written = Object.values(everythingAbout(idea)).join('\n').replace(/\\"/g, '"');
    expect(written).not.toMatch(/…|\.\.\./);
    const cut: string[] = [];
    for (const sentence of fields(idea).flatMap(sentencesOf)) {
      const opening = sentence.split(' ').slice(0, 6).join(' ');
      const whole = sentence.replace(/[.!?]$/, '');
      let from = written.indexOf(opening);
      while (from !== -1) {
        if (!written.startsWith(whole, from)) cut.push(`${written.slice(from, from + whole.length + 5)} <- cut from: ${sentence}`);
        from = written.indexOf(opening, from + 1);
      }
    }
    expect(cut).toEqual([]);
  });

  it('keeps plan sections and slides within their word bounds with long sentences', () => {
    const context = compositionContext(LONG_SENTENCES_IDEA);
    for (const id of PLAN_SECTION_IDS) {
      const words = wordCount(composePlanSection(context, id));
      expect(words).toBeGreaterThanOrEqual(GENERATED_TEXT_WORDS.planSection.min);
      expect(words).toBeLessThanOrEqual(GENERATED_TEXT_WORDS.planSection.max);
    }
    for (const id of PITCH_SLIDE_IDS) expect(wordCount(composePitchSlide(context, id).content)).toBeLessThanOrEqual(GENERATED_TEXT_WORDS.slideContent.max);
  });
});
