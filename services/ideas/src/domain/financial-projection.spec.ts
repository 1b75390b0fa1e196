import { IDEA_INDUSTRIES, IDEA_STAGES, TARGET_MARKETS } from '@founder/contracts';
import { projectFinancials, REVENUE_GROWTH_MULTIPLIERS } from './financial-projection';
import type { IdeaFacts } from './idea-facts';

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

describe('projectFinancials', () => {
  it('projects the SaaS reference row for an idea-stage consumer product', () => {
    const projection = projectFinancials(idea);
    expect(projection).toMatchObject({
      monthlyPrice: 49,
      customersAtMonth12: 750,
      grossMarginPct: 78,
      monthlyChurnPct: 3,
      customerAcquisitionCost: 300,
      lifetimeValue: 1274,
      ltvToCac: 4.2,
      fundingAsk: 750_000,
      round: 'pre-seed',
      useOfFunds: { product: 300_000, marketing: 225_000, team: 150_000, operations: 75_000 },
    });
    // 49 x 750 customers x 6 (a linear first-year ramp) = 220,500; then the spec's multipliers, to the dollar.
    // Expenses: 22% of revenue (a 78% gross margin) = 48,510, plus 45% of the 750,000 round = 337,500.
    expect(projection.years.map((year) => year.revenue)).toEqual([220_500, 551_250, 926_100, 1_499_400, 2_315_250]);
    expect(projection.years[0]).toEqual({ year: 1, revenue: 220_500, operatingCosts: 337_500, expenses: 386_010, netIncome: -165_510 });
    expect(projection.breakEvenYear).toBe(3);
    expect(projection.runwayMonths).toBe(36);
  });

  it('uses the price the founder states in the revenue model, reaching more customers when it is lower', () => {
    const stated = projectFinancials({ ...idea, revenueModel: 'Freemium, then $9.99 per month' });
    expect(stated.monthlyPrice).toBe(9.99);
    expect(stated.customersAtMonth12).toBe(1660);
    expect(stated.customerAcquisitionCost).toBe(61);
    expect(projectFinancials({ ...idea, revenueModel: '$588 per year' }).monthlyPrice).toBe(49);
  });

  it('grows revenue by the spec multipliers and keeps every figure finite and whole', () => {
    const problems: string[] = [];
    for (const industry of IDEA_INDUSTRIES)
      for (const stage of IDEA_STAGES)
        for (const targetMarket of [...TARGET_MARKETS, null]) {
          const projection = projectFinancials({ ...idea, industry, stage, targetMarket });
          const [first] = projection.years;
          const { product, marketing, team, operations } = projection.useOfFunds;
          const sound =
            projection.years.every(
              (year, index) =>
                Math.abs(year.revenue - first.revenue * REVENUE_GROWTH_MULTIPLIERS[index]) <= 100 &&
                Number.isInteger(year.revenue) &&
                Number.isInteger(year.expenses) &&
                year.netIncome === year.revenue - year.expenses,
            ) &&
            product + marketing + team + operations === projection.fundingAsk &&
            projection.runwayMonths > 0 &&
            projection.runwayMonths <= 36 &&
            projection.customersAtMonth12 >= 10;
          if (!sound) problems.push(`${industry}/${stage}/${targetMarket}: ${JSON.stringify(projection)}`);
        }
    expect(problems).toEqual([]);
  });

  it('is pure: the same idea always gives the same figures', () => {
    expect(projectFinancials({ ...idea })).toEqual(projectFinancials(idea));
  });
});
