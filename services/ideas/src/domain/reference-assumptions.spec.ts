import { IDEA_INDUSTRIES, IDEA_STAGES, TARGET_MARKETS } from '@founder/contracts';
import { curveShare } from './financial-model-defaults';
import type { IdeaFacts } from './idea-facts';
import { referenceAssumptions } from './reference-assumptions';

const idea: IdeaFacts = {
  name: 'Ada',
  ideaTitle: 'LoomLedger',
  companyName: 'LoomLedger',
  currency: 'USD',
  country: null,
  description: 'Bookkeeping for textile workshops.',
  industry: 'SaaS',
  stage: 'Idea Stage',
  targetMarket: 'B2C (Business to Consumer)',
  problemStatement: null,
  solutionApproach: null,
  competitiveAdvantage: null,
  revenueModel: null,
};

describe('referenceAssumptions', () => {
  it('takes the SaaS reference row for an idea-stage consumer product, in US dollars', () => {
    expect(referenceAssumptions(idea, curveShare)).toMatchObject({
      currency: 'USD',
      monthlyPrice: 49,
      customersAtMonth12: 750,
      grossMarginPct: 78,
      monthlyChurnPct: 3,
      customerAcquisitionCost: 300,
      fundingAsk: 750_000,
      round: 'pre-seed',
      yearOneOperatingCosts: 337_500,
    });
  });

  it("converts reference figures into the idea's currency at the dated rates, rounded as a person quotes them", () => {
    // 49 US dollars at 129.2 KES is 6,330.8: two significant digits; the round of 750,000 US dollars is KES 97,000,000.
    expect(referenceAssumptions({ ...idea, currency: 'KES' }, curveShare)).toMatchObject({ currency: 'KES', monthlyPrice: 6300, fundingAsk: 97_000_000, customerAcquisitionCost: 39_000 });
    expect(referenceAssumptions({ ...idea, currency: 'JPY' }, curveShare)).toMatchObject({ monthlyPrice: 7100, fundingAsk: 110_000_000 });
  });

  it("uses the founder's price unchanged, reaching more customers when it is lower", () => {
    const stated = referenceAssumptions({ ...idea, revenueModel: 'Freemium, then $9.99 per month' }, curveShare);
    expect(stated.monthlyPrice).toBe(9.99);
    expect(stated.customersAtMonth12).toBe(1660);
    expect(stated.customerAcquisitionCost).toBe(61);
    expect(referenceAssumptions({ ...idea, revenueModel: '$588 per year' }, curveShare).monthlyPrice).toBe(49);
  });

  it("fixes month 12 from the founder's target at the month they name", () => {
    expect(referenceAssumptions({ ...idea, revenueModel: '$20 a month; target: 400 paying users by month 12.' }, curveShare).customersAtMonth12).toBe(400);
  });

  it('keeps every figure finite and positive for every industry, stage and market', () => {
    const problems: string[] = [];
    for (const industry of IDEA_INDUSTRIES)
      for (const stage of IDEA_STAGES)
        for (const targetMarket of [...TARGET_MARKETS, null]) {
          const assumptions = referenceAssumptions({ ...idea, industry, stage, targetMarket }, curveShare);
          const numbers = [assumptions.monthlyPrice, assumptions.customersAtMonth12, assumptions.customerAcquisitionCost, assumptions.fundingAsk];
          if (!numbers.every((value) => Number.isFinite(value) && value > 0) || assumptions.customersAtMonth12 < 10) problems.push(`${industry}/${stage}/${targetMarket}`);
        }
    expect(problems).toEqual([]);
  });
});
