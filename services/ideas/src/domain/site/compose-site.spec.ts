import { SAMPLE_IDEA } from '../idea-facts.fixtures';
import { composeSiteSections, type SiteFacts } from './compose-site';

const FACTS: SiteFacts = {
  companyName: 'LoomLedger',
  description: 'LoomLedger keeps the books of small textile workshops. It prices every order from real yarn costs.',
  location: 'Leeds, UK',
  tagline: null,
  executiveSummary: null,
  idea: null,
};

describe('composeSiteSections', () => {
  it('writes the five sections in page order, testimonials disabled', () => {
    const sections = composeSiteSections(FACTS);
    expect(sections.map((section) => [section.id, section.name, section.enabled])).toEqual([
      ['hero', 'Hero', true],
      ['about', 'About', true],
      ['features', 'Features', true],
      ['testimonials', 'Testimonials', false],
      ['contact', 'Contact', true],
    ]);
    expect(sections[0].content).toBe('LoomLedger keeps the books of small textile workshops.');
    expect(sections[4].content).toBe('Join the early-access list and hear from the LoomLedger team in Leeds, UK first.');
  });

  it("takes the about section from the plan's executive summary, cut to 200 characters", () => {
    const summary = `${'A'.repeat(150)} ${'B'.repeat(100)}`;
    const about = composeSiteSections({ ...FACTS, executiveSummary: summary })[1].content;
    expect(about).toBe(`${'A'.repeat(150)} ${'B'.repeat(46)}...`);
    expect(about).toHaveLength(200);
    expect(composeSiteSections(FACTS)[1].content).toBe(FACTS.description);
  });

  it("uses the tagline for the hero and the idea's solution, advantage and pricing as features", () => {
    const idea = { ...SAMPLE_IDEA, solutionApproach: 'Invoice scanning', competitiveAdvantage: 'Built with weavers', revenueModel: '$39 a month' };
    const sections = composeSiteSections({ ...FACTS, tagline: 'Know what every order costs', idea });
    expect(sections[0].content).toBe('Know what every order costs');
    expect(sections[2].content).toBe('Invoice scanning\nBuilt with weavers\nPricing: $39 a month');
  });
});
