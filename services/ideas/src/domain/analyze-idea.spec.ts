import { IDEA_INDUSTRIES } from '@founder/contracts';
import { analyzeIdea, INDUSTRY_BASE_SCORES, riskLevelOf, validationScoreOf } from './analyze-idea';
import { marketSizeOf } from './market-size';
import { ideaDigest, digestInRange } from './idea-digest';
import type { IdeaFacts } from './idea-facts';

const idea: IdeaFacts = {
  name: 'Ada',
  ideaTitle: 'LoomLedger',
  companyName: 'LoomLedger',
  currency: 'USD',
  country: null,
  description: 'Bookkeeping for textile workshops that prices every order from live yarn stock.',
  industry: 'Education',
  stage: 'Idea Stage',
  targetMarket: 'SMB (Small-Medium Business)',
  problemStatement: 'Workshops do not know what each order costs them in materials.',
  solutionApproach: 'Scan invoices, keep stock, price each quote from it.',
  competitiveAdvantage: null,
  revenueModel: null,
};

describe('analyzeIdea', () => {
  it('scores base + 10 + the idea’s own 0-9 part, the same every time', () => {
    const part = digestInRange(ideaDigest(idea), 0, 0, 9);
    expect(analyzeIdea(idea).validationScore).toBe(75 + 10 + part);
    expect(analyzeIdea({ ...idea })).toEqual(analyzeIdea(idea));
  });

  it('adds the 10 only when both problem and solution are present', () => {
    for (const without of [{ problemStatement: null }, { solutionApproach: null }, { problemStatement: null, solutionApproach: null }]) {
      const changed = { ...idea, ...without };
      expect(validationScoreOf(changed)).toBe(75 + digestInRange(ideaDigest(changed), 0, 0, 9));
    }
  });

  it('uses the spec’s industry bases, 70 for any other industry, and caps at 100', () => {
    expect(INDUSTRY_BASE_SCORES).toEqual({ Technology: 85, Healthcare: 78, Finance: 82, Education: 75, 'E-commerce': 88, SaaS: 90, 'AI/ML': 92, Sustainability: 76 });
    for (const industry of IDEA_INDUSTRIES) {
      const scored = { ...idea, industry };
      const base = INDUSTRY_BASE_SCORES[industry] ?? 70;
      expect(validationScoreOf(scored)).toBe(Math.min(100, base + 10 + digestInRange(ideaDigest(scored), 0, 0, 9)));
    }
    const scores = Array.from({ length: 40 }, (_, index) => validationScoreOf({ ...idea, industry: 'AI/ML', ideaTitle: `Idea ${index}` }));
    expect(Math.max(...scores)).toBe(100);
  });

  it('spreads the 0-9 part over the whole range across ideas', () => {
    const parts = new Set(Array.from({ length: 200 }, (_, index) => validationScoreOf({ ...idea, ideaTitle: `Idea ${index}` }) - 85));
    expect([...parts].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('bands risk: low above 80, medium above 60, otherwise high', () => {
    expect([100, 81, 80, 61, 60, 0].map(riskLevelOf)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });

  it('keeps feasibility and confidence in the spec’s ranges, and the market figures fixed', () => {
    for (let index = 0; index < 300; index += 1) {
      const analysis = analyzeIdea({ ...idea, description: `${idea.description} ${index}` });
      expect(analysis.feasibility.technical).toBeGreaterThanOrEqual(70);
      expect(analysis.feasibility.technical).toBeLessThanOrEqual(99);
      expect(analysis.feasibility.financial).toBeGreaterThanOrEqual(65);
      expect(analysis.feasibility.financial).toBeLessThanOrEqual(89);
      expect(analysis.feasibility.market).toBeGreaterThanOrEqual(60);
      expect(analysis.feasibility.market).toBeLessThanOrEqual(94);
      expect(analysis.confidenceScore).toBeGreaterThanOrEqual(75);
      expect(analysis.confidenceScore).toBeLessThanOrEqual(94);
      // The market size every document quotes: the industry's published market, in the idea's currency.
      expect(analysis.marketPotential).toEqual({ size: marketSizeOf(idea).size, growth: marketSizeOf(idea).growth, competition: 'Moderate to High' });
    }
  });

  it('writes SWOT, recommendations and next steps from the idea’s own fields', () => {
    const analysis = analyzeIdea(idea);
    expect(analysis.strengths).toContain('A defined target market: SMB (Small-Medium Business)');
    expect(analysis.strengths).toContain('A clearly stated problem: Workshops do not know what each order costs them in materials.');
    expect(analysis.weaknesses).toContain('No competitive advantage stated yet: investors will ask what stops others from copying it');
    expect(analysis.weaknesses).toContain('The description is brief (12 words); 100-500 words gives a fuller picture');
    expect(analysis.nextSteps[1]).toBe('Generate the business plan and pitch deck for "LoomLedger" and refine them with what you learn');
    const complete = analyzeIdea({ ...idea, competitiveAdvantage: 'Weaver units built in.', revenueModel: '$20 per month.' });
    expect(complete.weaknesses.join(' ')).not.toMatch(/No competitive advantage|No revenue model/);
    expect(complete.strengths).toContain('A stated competitive advantage: Weaver units built in.');
    for (const list of [analysis.strengths, analysis.weaknesses, analysis.opportunities, analysis.threats, analysis.recommendations, analysis.nextSteps]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      for (const item of list) expect(item.trim()).not.toBe('');
    }
  });

  it("names the threats and rules of the idea's own country, or none while no country is chosen (issue 27 item 3)", () => {
    const german = analyzeIdea({ ...idea, industry: 'SaaS', country: 'DE' });
    const rules = 'in Germany, the GDPR and the Federal Data Protection Act (BDSG) for personal data, enforced by the Federal Commissioner for Data Protection (BfDI) and the state data-protection authorities';
    expect(german.threats).toContain(`Regulation: ${rules}`);
    expect(german.recommendations).toContain(`Plan early for the rules that apply: ${rules}`);
    expect(JSON.stringify(german)).not.toMatch(/CCPA|United States/);
    expect(analyzeIdea(idea).threats).toContain('Regulation: the data-protection and student-data rules of the country the company operates in, to be named once that country is chosen');
  });
});
