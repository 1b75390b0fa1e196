import { COUNTRY_CODES, IDEA_INDUSTRIES, TARGET_MARKETS } from '@founder/contracts';
import { MARKET_RESEARCH_SCHEMA } from '@founder/contracts/schemas';
import { computeFinancialModel } from '../domain/financial-model';
import { defaultFinancialInputs } from '../domain/financial-model-defaults';
import { assumedFinancials } from '../domain/financial-assumptions';
import { LONGEST_IDEA, SAMPLE_IDEA, SHORTEST_IDEA } from '../domain/idea-facts.fixtures';
import { composeMarketResearch } from './market-research-composer';
import { MARKET_REFERENCES } from '../domain/market-references';


describe('composeMarketResearch', () => {
  const research = composeMarketResearch(SAMPLE_IDEA);

  it('sizes the SaaS market from its named reference, the servable share of small businesses and the projected year-5 revenue', () => {
    const { marketData } = research;
    expect(marketData.totalMarketSize).toEqual({
      value: 247_000_000_000,
      label: '$247.0B',
      source: 'Gartner public cloud end-user spending forecast, SaaS segment (2024)',
    });
    expect(marketData.servableMarketSize.value).toBe(61_750_000_000);
    expect(marketData.servableMarketSize.source).toContain('25% of worldwide software-as-a-service spending');
    expect(marketData.targetMarketSize.value).toBe(assumedFinancials(SAMPLE_IDEA).years[4].revenue);
    expect(marketData.growthRate).toMatchObject({ value: 20, label: '20% a year' });
    expect(marketData.marketMaturity).toBe('emerging');
  });

  it('takes the financial model\'s year-5 revenue when there is one, within the servable market', () => {
    const inputs = defaultFinancialInputs(SAMPLE_IDEA);
    const about = { industry: 'SaaS', stage: 'Idea Stage' };
    const financialModel = computeFinancialModel({ ...inputs, revenueModel: { ...inputs.revenueModel, pricePoint: 10 } }, about);
    const modelled = composeMarketResearch({ ...SAMPLE_IDEA, financialModel }).marketData.targetMarketSize;
    expect(modelled.value).toBe(Math.round(financialModel.revenue.year5));
    expect(modelled.source).toContain('financial model');
    const customers = { month1: 1e9, month6: 1e9, month12: 1e9, month24: 1e9, month36: 1e9 };
    const huge = computeFinancialModel({ ...inputs, revenueModel: { ...inputs.revenueModel, customers, pricePoint: 1e6 } }, about);
    expect(composeMarketResearch({ ...SAMPLE_IDEA, financialModel: huge }).marketData.targetMarketSize.value).toBe(61_750_000_000);
  });

  it('keeps total >= servable >= target and names a source for every size and growth rate, for every industry and market', () => {
    for (const industry of IDEA_INDUSTRIES) {
      for (const targetMarket of [...TARGET_MARKETS, null]) {
        const { marketData } = composeMarketResearch({ ...SAMPLE_IDEA, industry, targetMarket });
        expect(marketData.totalMarketSize.value).toBeGreaterThanOrEqual(marketData.servableMarketSize.value);
        expect(marketData.servableMarketSize.value).toBeGreaterThanOrEqual(marketData.targetMarketSize.value);
        for (const figure of [marketData.totalMarketSize, marketData.servableMarketSize, marketData.targetMarketSize, marketData.growthRate]) {
          expect(figure.source.length).toBeGreaterThan(20);
        }
      }
    }
    expect(Object.keys(MARKET_REFERENCES)).toEqual([...IDEA_INDUSTRIES]);
  });

  it('names competitors as kinds of alternative, one of each type, with shares adding up to 100', () => {
    expect(research.competitors.map((competitor) => [competitor.name, competitor.type])).toEqual([
      ['Established SaaS providers', 'direct'],
      ['Venture-backed newcomers', 'direct'],
      ['General-purpose tools', 'indirect'],
      ['Manual work and service providers', 'substitute'],
    ]);
    expect(research.competitors.reduce((sum, competitor) => sum + competitor.marketShare, 0)).toBe(100);
  });

  it('writes three segments, four trends with relevance 0-100, and two personas from the idea', () => {
    expect(research.segments.map((segment) => segment.opportunity)).toEqual(['high', 'medium', 'low']);
    expect(research.trends).toHaveLength(4);
    for (const trend of research.trends) expect(trend.relevance).toBeGreaterThanOrEqual(0);
    for (const trend of research.trends) expect(trend.relevance).toBeLessThanOrEqual(100);
    expect(research.personas.map((persona) => persona.name)).toEqual(['Operations lead at a growing company', 'Founder or owner of a small business']);
    expect(research.personas[0].painPoints[0]).toContain('Bookkeeping for textile workshops');
  });

  it('is deterministic and complete at both ends of the idea bounds', () => {
    expect(composeMarketResearch(SAMPLE_IDEA)).toEqual(research);
    for (const idea of [SHORTEST_IDEA, LONGEST_IDEA]) {
      const composed = composeMarketResearch(idea);
      for (const list of [composed.competitors, composed.segments, composed.trends, composed.personas]) expect(list.length).toBeGreaterThan(0);
      expect(JSON.stringify(composed)).not.toMatch(/undefined|NaN/);
    }
  });

  it("writes a UK children's story app for parents: their personas, children's alternatives and the Children's Code", () => {
    const stories = composeMarketResearch({
      ...SAMPLE_IDEA,
      industry: 'Mobile Apps',
      targetMarket: 'B2C (Business to Consumer)',
      country: 'GB',
      description: 'Bedtime stories for children aged 3-8, read aloud by the app.',
    });
    expect(stories.personas.map((persona) => persona.name)).toEqual(['Parent of a young child', 'Grandparent or carer who looks after children']);
    expect(stories.personas[0].channels[0]).toBe("parents' communities and parenting creators");
    expect(stories.competitors.map((competitor) => competitor.name)).toEqual([
      "Established children's apps and publishers",
      "Newer children's apps",
      'Free video and game platforms',
      'Books, toys and time with a parent',
    ]);
    expect(stories.competitors[2].description).toBe('Video and game platforms that parents of young children hand a device to today.');
    expect(stories.marketData.regulations).toEqual([
      "In the United Kingdom, the UK GDPR and the Data Protection Act 2018 for personal data, enforced by the Information Commissioner's Office (ICO)",
      "In the United Kingdom, the ICO's Age Appropriate Design Code (the Children's Code) for online services likely to be used by under-18s, and parental consent for children under 13",
      'In the United Kingdom, the Consumer Rights Act 2015 and the Consumer Contracts Regulations 2013 (14-day cancellation), enforced by the Competition and Markets Authority and Trading Standards',
    ]);
    expect(JSON.stringify(stories)).not.toMatch(/Busy working professional|student|app-store review|CCPA|COPPA/i);
  });

  it('names the rules of the founder\'s country only, and none when no country is chosen', () => {
    const payroll = composeMarketResearch({ ...SAMPLE_IDEA, country: 'DE', description: 'Payroll for small German firms.' }).marketData.regulations;
    expect(payroll).toEqual([
      'In Germany, the GDPR and the Federal Data Protection Act (BDSG) for personal data, enforced by the Federal Commissioner for Data Protection (BfDI) and the state data-protection authorities',
      'Customer security and procurement reviews before purchase',
    ]);
    expect(research.marketData.regulations).toEqual([
      'The data-protection rules of the country the company operates in, to be named once that country is chosen',
      'Customer security and procurement reviews before purchase',
    ]);
    expect(research.trends[3].description).toBe(
      'The rules that apply raise the bar for every entrant, a cost and a moat once met; first among them, the data-protection rules of the country the company operates in, to be named once that country is chosen.',
    );
  });

  it('fits the research schema for every country and industry, consumer and children\'s ideas included', () => {
    for (const country of COUNTRY_CODES)
      for (const industry of IDEA_INDUSTRIES)
        for (const [targetMarket, description] of [['B2C (Business to Consumer)', 'Games for kids.'], ['Marketplace', 'Trade between neighbours.'], ['Enterprise', 'Reports.']] as const) {
          const parsed = MARKET_RESEARCH_SCHEMA.safeParse(composeMarketResearch({ ...SAMPLE_IDEA, country, industry, targetMarket, description }));
          expect({ where: `${country}/${industry}/${targetMarket}`, issues: parsed.error?.issues ?? [] }).toEqual({ where: `${country}/${industry}/${targetMarket}`, issues: [] });
        }
  });
});

describe("the research in the idea's currency", () => {
  it('sizes the market, prices competitors and budgets personas in KES, and says the reference figures were converted', () => {
    const research = composeMarketResearch({ ...SAMPLE_IDEA, currency: 'KES', country: 'KE' });
    expect(research.marketData.totalMarketSize.label).toBe('KES 31.9T');
    expect(research.marketData.totalMarketSize.source).toContain('Reference figures are converted from US figures at the rates of 30 June 2025 (129.2 KES to the US dollar).');
    const money = JSON.stringify(research).match(/(?:\$|€|£)\d/g);
    expect(money).toBeNull();
  });

  it("budgets a freemium product's personas from its premium price, never 'Up to $0 a month'", () => {
    const research = composeMarketResearch({ ...SAMPLE_IDEA, targetMarket: 'B2C (Business to Consumer)', revenueModel: 'Freemium: three free stories a week, premium at $4.99 a month.' });
    const budgets = research.personas.map((persona) => persona.budget);
    expect(budgets.join(' ')).not.toMatch(/\$0\b/);
    expect(budgets[0]).toBe('Up to $7.49 a month');
  });
});
