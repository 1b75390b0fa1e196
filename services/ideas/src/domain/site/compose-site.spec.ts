import type { IdeaFacts } from '../idea-facts';
import { SAMPLE_IDEA } from '../idea-facts.fixtures';
import { BARIDIBOX_IDEA, DREAMLET_IDEA } from '../stated-facts/issue-27-ideas.fixtures';
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

  it("takes the about section from the plan's executive summary in whole sentences within 200 characters, never a cut word", () => {
    const first = `${'A'.repeat(120)}.`;
    const about = composeSiteSections({ ...FACTS, executiveSummary: `${first} ${'B'.repeat(100)}.` })[1].content;
    expect(about).toBe(first);
    expect(composeSiteSections(FACTS)[1].content).toBe(FACTS.description);
    expect(composeSiteSections({ ...FACTS, executiveSummary: `${'C'.repeat(250)}.`, description: `${'D'.repeat(250)}.` })[1].content).toBe('LoomLedger is based in Leeds, UK.');
  });

  it("uses the tagline for the hero and the idea's solution, advantage and pricing as features", () => {
    const idea = { ...SAMPLE_IDEA, solutionApproach: 'Invoice scanning', competitiveAdvantage: 'Built with weavers', revenueModel: '$39 a month' };
    const sections = composeSiteSections({ ...FACTS, tagline: 'Know what every order costs', idea });
    expect(sections[0].content).toBe('Know what every order costs');
    expect(sections[2].content).toBe('Invoice scanning\nBuilt with weavers\nPricing: $39 a month');
  });

  /** The site of an idea as the builder drafts it: an executive summary shaped as the built-in plan writes it, and the idea's own fields. */
  function siteOf(idea: IdeaFacts) {
    const executiveSummary = [
      `${idea.companyName} is a ${idea.industry} venture for businesses, founded by ${idea.name} and currently in beta testing. In the founder's words: "${idea.description}"`,
      `${idea.companyName} is raising KES 65,000,000 in a seed round, with a runway of 60+ months in the financial model.`,
    ].join('\n\n');
    return composeSiteSections({ companyName: idea.companyName, description: idea.description, location: 'Nairobi, Kenya', tagline: null, executiveSummary, idea });
  }

  it("publishes BaridiBox's about in whole sentences and no internal target (issue 29)", () => {
    const [hero, about, features] = siteOf(BARIDIBOX_IDEA);
    expect(hero.content).toBe("BaridiBox leases solar-powered milk-cooling units to dairy cooperatives in Kenya's Central highlands.");
    expect(about.content).toBe('BaridiBox is a Sustainability venture for businesses, founded by Wanjiru Kamau and currently in beta testing.');
    expect(features.content.split('\n')).toEqual([
      BARIDIBOX_IDEA.solutionApproach,
      BARIDIBOX_IDEA.competitiveAdvantage,
      'Pricing: Lease at KES 18,000 per cooling unit per month, including installation and maintenance; cooperatives recover it from a KES 2 per litre cooling fee they charge members.',
    ]);
    expect(siteOf({ ...BARIDIBOX_IDEA, solutionApproach: null, competitiveAdvantage: null, revenueModel: null })[2].content).toBe(
      "BaridiBox leases solar-powered milk-cooling units to dairy cooperatives in Kenya's Central highlands. Smallholder farmers lose up to 30% of their evening milk because it sours before the morning collection.",
    );
  });

  it('keeps a price and drops the target from a revenue model that states both (Dreamlet)', () => {
    expect(siteOf(DREAMLET_IDEA)[2].content.split('\n')[2]).toBe(
      'Pricing: Free to download with three stories a week; Dreamlet Premium at £4.99/month or £39.99/year for unlimited stories.',
    );
  });

  it('never publishes a cut sentence, a target, a deadline or the funding round, whatever the idea', () => {
    for (const idea of [BARIDIBOX_IDEA, DREAMLET_IDEA, SAMPLE_IDEA]) {
      for (const section of siteOf(idea)) {
        expect(section.content).not.toMatch(/\.\.\.|…|Target:|by month \d|raising|runway/);
        for (const line of section.content.split('\n')) expect(line).toMatch(/[.!?]"?$/);
      }
      expect(siteOf(idea)[1].content.length).toBeLessThanOrEqual(200);
    }
  });
});
