import type { FinancialModel } from '@founder/contracts';
import { SAMPLE_IDEA } from './idea-facts.fixtures';
import { ideaIndustryAsCompanyIndustry, matchInvestor, raiseOf, type MatchCompany, type MatchInvestor } from './investor-match';

const SEED_SAAS: MatchCompany = { industry: 'SaaS', stage: 'Seed', ideaIndustry: null, raise: 2_000_000 };
const PERFECT: MatchInvestor = { industries: ['SaaS', 'AI/ML'], stages: ['Seed', 'Series A'], checkSizeMin: 250_000, checkSizeMax: 1_000_000, responseRate: 96 };

describe('matchInvestor', () => {
  it('gives every point to an investor in the industry and round whose checks can lead, with each reason', () => {
    expect(matchInvestor(SEED_SAAS, PERFECT)).toEqual({
      score: 100,
      reasons: [
        { label: 'Invests in SaaS', points: 40, maxPoints: 40 },
        { label: 'Invests at Seed, your round', points: 30, maxPoints: 30 },
        { label: 'Checks up to $1M can lead your $2M raise', points: 20, maxPoints: 20 },
        { label: 'Answers 96% of founders', points: 10, maxPoints: 10 },
      ],
    });
  });

  it("counts the idea's industry, read in the onboarding list, for less than the company's own", () => {
    const investor = { ...PERFECT, industries: ['FinTech'] };
    const company = { ...SEED_SAAS, ideaIndustry: 'Finance' };
    expect(matchInvestor(company, investor).reasons[0]).toEqual({ label: "Invests in FinTech, your idea's industry", points: 25, maxPoints: 40 });
    expect(matchInvestor(SEED_SAAS, investor).reasons[0]).toEqual({ label: 'Does not list SaaS', points: 0, maxPoints: 40 });
  });

  it('gives 12 for the round next to the company\'s and nothing further away', () => {
    const before = { ...PERFECT, stages: ['Pre-Seed'] };
    expect(matchInvestor(SEED_SAAS, before).reasons[1]).toEqual({ label: 'Invests at Pre-Seed, next to your Seed round', points: 12, maxPoints: 30 });
    const far = { ...PERFECT, stages: ['Series B'] };
    expect(matchInvestor(SEED_SAAS, far).reasons[1]).toEqual({ label: 'Does not invest at Seed', points: 0, maxPoints: 30 });
    // Growth Stage raises a Series B.
    expect(matchInvestor({ ...SEED_SAAS, stage: 'Growth Stage' }, far).reasons[1].points).toBe(30);
  });

  it('compares checks with the raise: lead at a quarter, join down to a tenth, nothing outside', () => {
    const check = (checkSizeMin: number, checkSizeMax: number) => matchInvestor(SEED_SAAS, { ...PERFECT, checkSizeMin, checkSizeMax }).reasons[2];
    expect(check(100_000, 500_000)).toEqual({ label: 'Checks up to $500K can lead your $2M raise', points: 20, maxPoints: 20 });
    expect(check(100_000, 499_999)).toEqual({ label: 'Checks up to $500K can join your $2M raise', points: 10, maxPoints: 20 });
    expect(check(25_000, 200_000)).toEqual({ label: 'Checks up to $200K can join your $2M raise', points: 10, maxPoints: 20 });
    expect(check(25_000, 199_999)).toEqual({ label: 'Checks of at most $200K are under a tenth of your $2M raise', points: 0, maxPoints: 20 });
    expect(check(2_000_001, 10_000_000)).toEqual({ label: 'Smallest check $2M is above your $2M raise', points: 0, maxPoints: 20 });
    expect(check(2_000_000, 10_000_000).points).toBe(20);
  });

  it('gives the response rate in tenths, and nothing when it is unknown', () => {
    expect(matchInvestor(SEED_SAAS, { ...PERFECT, responseRate: 84 }).reasons[3]).toEqual({ label: 'Answers 84% of founders', points: 8, maxPoints: 10 });
    expect(matchInvestor(SEED_SAAS, { ...PERFECT, responseRate: 85 }).score).toBe(99);
    expect(matchInvestor(SEED_SAAS, { ...PERFECT, responseRate: null }).reasons[3]).toEqual({ label: 'No response rate known', points: 0, maxPoints: 10 });
  });

  it('adds the parts: an adjacent-round angel in the idea\'s industry with a small check', () => {
    const angel: MatchInvestor = { industries: ['FinTech'], stages: ['Pre-Seed'], checkSizeMin: 25_000, checkSizeMax: 300_000, responseRate: 72 };
    expect(matchInvestor({ ...SEED_SAAS, ideaIndustry: 'Finance' }, angel).score).toBe(25 + 12 + 10 + 7);
  });
});

describe('ideaIndustryAsCompanyIndustry', () => {
  it.each([
    ['SaaS', 'SaaS'],
    ['Finance', 'FinTech'],
    ['Mobile Apps', 'Consumer Apps'],
    ['Food & Beverage', 'FoodTech'],
    ['Other', null],
    [null, null],
  ])('%p reads as %p', (industry, expected) => {
    expect(ideaIndustryAsCompanyIndustry(industry)).toBe(expected);
  });
});

describe('raiseOf', () => {
  it("takes the financial model's round first", () => {
    const financialModel = { inputs: { funding: { totalFunding: 1_750_000 } } } as FinancialModel;
    expect(raiseOf('Seed', { ...SAMPLE_IDEA, financialModel })).toEqual({ amount: 1_750_000, source: 'financial-model' });
  });

  it("then the idea's reference raise (SaaS at the idea stage: 0.75 of the $1M first round)", () => {
    expect(raiseOf('Seed', SAMPLE_IDEA)).toEqual({ amount: 750_000, source: 'idea-reference' });
  });

  it('then a typical round of the company stage', () => {
    expect(raiseOf('Seed', null)).toEqual({ amount: 2_500_000, source: 'stage-default' });
    expect(raiseOf('Scaling', null)).toEqual({ amount: 40_000_000, source: 'stage-default' });
  });
});
