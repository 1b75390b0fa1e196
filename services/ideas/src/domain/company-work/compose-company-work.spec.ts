import { BUSINESS_MODULE_IDS, WORKSPACE_TOOL_IDS } from '@founder/contracts';
import { ONBOARDED_COMPANY } from './company-facts.fixtures';
import { composeCompanyWork, type WorkContext } from './compose-company-work';

const COMPANY: WorkContext['company'] = { ...ONBOARDED_COMPANY, theme: 'modern' };
const IDEA: WorkContext['idea'] = {
  name: 'Ada Lovelace',
  ideaTitle: 'LoomLedger',
  companyName: 'LoomLedger',
  currency: 'USD',
  country: null,
  description: 'Bookkeeping for textile workshops.',
  industry: 'SaaS',
  stage: 'MVP Development',
  targetMarket: 'SMB (Small-Medium Business)',
  problemStatement: 'Small workshops lose money on orders because nobody knows what the yarn really cost. More text follows.',
  solutionApproach: 'Invoice scanning that keeps a live stock of materials.',
  competitiveAdvantage: 'Built with weavers.',
  revenueModel: 'Subscription at $39 per month per workshop.',
};

describe('composeCompanyWork', () => {
  it('writes every tool and module brief from the company, never empty, the same every time', () => {
    for (const kind of [...WORKSPACE_TOOL_IDS, ...BUSINESS_MODULE_IDS]) {
      const piece = composeCompanyWork(kind, { company: COMPANY, idea: null });
      expect(piece.title).toContain('LoomLedger');
      expect(piece.sections.length).toBeGreaterThan(0);
      for (const section of piece.sections) expect(section.lines.every((line) => line.trim().length > 0)).toBe(true);
      expect(composeCompanyWork(kind, { company: COMPANY, idea: null })).toEqual(piece);
    }
  });

  it('writes the legal checklist for the industry and the location', () => {
    const piece = composeCompanyWork('legal-checklist', { company: COMPANY, idea: null });
    expect(piece.summary).toBe('For a SaaS company in Manchester, UK (United Kingdom). A planning checklist, not legal advice: confirm each item with a lawyer.');
    expect(piece.sections[0].lines[0]).toBe('Incorporate as a private limited company (Ltd) registered at Companies House.');
    expect(piece.sections[1]).toEqual({
      heading: 'SaaS rules',
      lines: ['Terms of service, a service-level commitment and a data processing agreement', 'Data protection for customer data you host'],
    });
    const health = composeCompanyWork('legal-checklist', { company: { ...COMPANY, industry: 'Healthcare', location: 'Austin, TX' }, idea: null });
    expect(health.sections[0].lines[0]).toBe('Incorporate as a Delaware C-Corporation (what US venture investors expect).');
    expect(health.sections[1].lines[1]).toBe('Whether your product counts as a medical device');
  });

  it.each([
    [
      'a health company in Berlin: German rules, no US law',
      { industry: 'Healthcare', location: 'Berlin, Germany' },
      [
        'In Germany, the GDPR\'s rules for health data, and the EU Medical Device Regulation where the product is a medical device, supervised by the Federal Institute for Drugs and Medical Devices (BfArM), which also lists reimbursable digital health apps (DiGA)',
      ],
      'Privacy policy and terms of service under the GDPR and the Federal Data Protection Act (BDSG) for personal data, enforced by the Federal Commissioner for Data Protection (BfDI) and the state data-protection authorities.',
    ],
    [
      'a hardware company in Nairobi: Kenyan certification',
      { industry: 'Hardware', location: 'Nairobi' },
      ['In Kenya, KEBS product standards and import inspection (PVoC), and Communications Authority of Kenya type approval for radio devices'],
      'Privacy policy and terms of service under the Data Protection Act 2019 for personal data, enforced by the Office of the Data Protection Commissioner.',
    ],
    ['a SaaS company in Manchester: the UK GDPR', { industry: 'SaaS', location: 'Manchester, UK' }, [], "Privacy policy and terms of service under the UK GDPR and the Data Protection Act 2018 for personal data, enforced by the Information Commissioner's Office (ICO)."],
    ['a company with no country in its location names no law', { industry: 'Healthcare', location: 'Remote' }, [], 'Privacy policy and terms of service under your local data protection law.'],
  ])('names the rules of the country of the location only (issue 27 item 3): %s', (_label, change, countryRules, privacy) => {
    const piece = composeCompanyWork('legal-checklist', { company: { ...COMPANY, ...change }, idea: null });
    expect(piece.sections[1].lines.slice(2)).toEqual(countryRules);
    expect(piece.sections[2].lines[0]).toBe(privacy);
    expect(JSON.stringify(piece)).not.toMatch(/HIPAA|CCPA|COPPA|FDA|FCC|United States/);
  });

  it('scores marketing channels with every field of a marketing channel', () => {
    const piece = composeCompanyWork('channel-plan', { company: COMPANY, idea: IDEA });
    expect(piece.channels?.map((channel) => `${channel.name}:${channel.status}`)).toEqual([
      'Founder-led outbound:recommended',
      'LinkedIn:recommended',
      'Content marketing:recommended',
      'Industry events:consider',
      'Paid search and ads:consider',
      'TV and print:avoid',
    ]);
    expect(Object.keys(piece.channels![0]).sort()).toEqual(['bestFor', 'cost', 'description', 'difficulty', 'name', 'roi', 'status', 'timeToResults']);
    const consumer = composeCompanyWork('channel-plan', { company: { ...COMPANY, industry: 'Consumer Apps', stage: 'Scaling' }, idea: null });
    expect(consumer.channels?.filter((channel) => channel.status === 'recommended').map((channel) => channel.name)).toEqual(['Social media', 'Communities', 'Content marketing']);
    expect(consumer.channels?.at(-1)?.status).toBe('consider');
  });

  it("reads the idea's own fields when the company builds on one", () => {
    const canvas = composeCompanyWork('strategy-canvas', { company: COMPANY, idea: IDEA });
    expect(canvas.sections.find((section) => section.heading === 'Customer segment')?.lines).toEqual(['SMB (Small-Medium Business).']);
    expect(canvas.sections.find((section) => section.heading === 'Problem')?.lines).toEqual([
      'Small workshops lose money on orders because nobody knows what the yarn really cost. More text follows.',
    ]);
    expect(canvas.sections.find((section) => section.heading === 'Revenue streams')?.lines).toEqual(['Subscription at $39 per month per workshop.']);
    const campaign = composeCompanyWork('campaign-plan', { company: COMPANY, idea: IDEA });
    expect(campaign.summary).toBe('A first campaign for LoomLedger aimed at SMB (Small-Medium Business), on Founder-led outbound, LinkedIn and Content marketing.');
  });

  it('says the stage and team in plain words', () => {
    expect(composeCompanyWork('company-profile', { company: COMPANY, idea: null }).summary).toBe(
      'LoomLedger is a SaaS company at the MVP Development stage, based in Manchester, UK and run by a team of 2-3 co-founders.',
    );
    const solo = { ...COMPANY, industry: 'AI/ML', stage: 'Idea Stage', teamSize: 'Solo Founder' };
    expect(composeCompanyWork('company-profile', { company: solo, idea: null }).summary).toBe(
      'LoomLedger is an AI/ML company at the Idea stage, based in Manchester, UK and run by a solo founder.',
    );
  });

  it('splits the budget 40/30/20/10', () => {
    expect(composeCompanyWork('budget-plan', { company: COMPANY, idea: null }).sections[0].lines).toEqual([
      'Product: 40%', 'Marketing: 30%', 'Team: 20%', 'Operations: 10%',
    ]);
  });
});
