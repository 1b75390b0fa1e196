import { IDEA_INDUSTRIES, TARGET_MARKETS } from '@founder/contracts';
import type { IdeaFacts } from './idea-facts';
import { SHORTEST_IDEA } from './idea-facts.fixtures';
import { INDUSTRY_FIT, MARKETPLACE_FIT, marketFit, rulesIn, SECTORS } from './market-fit';

const idea = (change: Partial<IdeaFacts>): IdeaFacts => ({ ...SHORTEST_IDEA, description: 'A tool that saves time.', ...change });

const GROCERS = idea({
  industry: 'AI/ML',
  targetMarket: 'SMB (Small-Medium Business)',
  problemStatement: 'Independent grocers in the US throw away fresh produce every week.',
  solutionApproach: 'A restock list for the store manager every morning.',
});

describe('marketFit', () => {
  it('sells an AI tool for US independent grocers through retail channels under US rules only (issue 14 example)', () => {
    const fit = marketFit(GROCERS);
    expect(fit).toEqual({
      channels: ['retail and grocery trade associations and their buying groups', 'point-of-sale and inventory software partners', 'in-person demos to store owners and managers'],
      regulation: 'in the United States, state privacy laws such as the CCPA for shopper and loyalty data, and PCI DSS wherever card payments are touched',
      risk: 'thin store margins and owners with little time to adopt new tools',
      customers: 'independent grocery and retail stores',
      sector: 'grocery-retail',
      regions: ['US'],
    });
    expect(JSON.stringify(fit)).not.toMatch(/cloud marketplace|EU AI Act/);
  });

  it.each<[string, Partial<IdeaFacts>, { sector: string | null; channel: string; regulation: string; risk: string }]>([
    [
      'AI/ML for developers, no market named: both the US and EU rules, each named',
      { industry: 'AI/ML', targetMarket: 'B2B (Business to Business)', problemStatement: 'Developers lose hours reviewing pull requests.' },
      {
        sector: 'developers',
        channel: 'developer communities and technical content',
        regulation: 'in the United States, customer security reviews such as SOC 2 and state privacy laws such as the CCPA; in the European Union, the GDPR and customer security reviews such as SOC 2',
        risk: 'free open-source alternatives and large platforms adding the feature',
      },
    ],
    [
      'AI/ML for consumers in Germany: the EU AI Act applies, consumer channels',
      { industry: 'AI/ML', targetMarket: 'B2C (Business to Consumer)', description: 'An AI diary coach for people in Germany.' },
      { sector: null, channel: 'short-form video demos', regulation: 'in the European Union, the EU AI Act and the GDPR for training and user data', risk: 'model and compute costs rising faster than prices' },
    ],
    [
      'Healthcare for UK clinics',
      { industry: 'Healthcare', targetMarket: 'B2B (Business to Business)', problemStatement: 'Clinics in the UK lose hours to paper intake forms.' },
      { sector: 'clinics', channel: 'pilot programmes with clinics', regulation: 'in the United Kingdom, the UK GDPR for health data, and MHRA rules where the software is a medical device', risk: 'long procurement and clinical validation cycles' },
    ],
    [
      'a consumer app that mentions patients stays with consumer channels',
      { industry: 'Healthcare', targetMarket: 'Individual Consumers', problemStatement: 'Patients in the US forget their medication.' },
      { sector: null, channel: 'patient communities and health creators', regulation: 'in the United States, HIPAA for health data, and FDA rules where the software is a medical device', risk: 'long procurement and clinical validation cycles' },
    ],
    [
      'a marketplace of US restaurants sold to consumers is a marketplace first',
      { industry: 'Food & Beverage', targetMarket: 'Marketplace', problemStatement: 'Home cooks in the US cannot sell meals to neighbours.' },
      { sector: null, channel: MARKETPLACE_FIT.channels[0], regulation: `in the United States, ${MARKETPLACE_FIT.regulation.US}`, risk: MARKETPLACE_FIT.risk },
    ],
    [
      'SaaS for US restaurants',
      { industry: 'SaaS', targetMarket: 'SMB (Small-Medium Business)', problemStatement: 'Restaurants in New York over-order produce.' },
      { sector: 'restaurants', channel: 'restaurant associations and food-service trade shows', regulation: 'in the United States, local health-code and food-safety rules, and PCI DSS for card payments', risk: 'high turnover among restaurants and their staff' },
    ],
    [
      'education for US schools',
      { industry: 'Education', targetMarket: 'B2B (Business to Business)', problemStatement: 'Teachers in American schools grade by hand.' },
      { sector: 'schools', channel: 'teacher communities and education conferences', regulation: 'in the United States, FERPA for student records and COPPA for children under 13', risk: 'seasonal buying tied to the school year' },
    ],
    [
      'bookkeeping software is sold through accountants, not under payment licences',
      { industry: 'SaaS', targetMarket: 'SMB (Small-Medium Business)', description: 'LoomLedger keeps the books of small textile workshops: it reads supplier invoices and prices every order.' },
      { sector: 'accounting', channel: 'partnerships with accountants and bookkeepers', regulation: 'in the United States, IRS record-keeping rules and state privacy laws such as the CCPA for financial data; in the European Union, national bookkeeping and e-invoicing rules and the GDPR for financial data', risk: 'accounting suites adding the same feature to software customers already pay for' },
    ],
    [
      'a SaaS idea with no sector and no market named: the industry row, business channels',
      { industry: 'SaaS', targetMarket: null },
      { sector: null, channel: 'product-led free trials', regulation: 'in the United States, state privacy laws such as the CCPA, and customer security reviews such as SOC 2; in the European Union, the GDPR and customer security reviews such as SOC 2', risk: 'churn when the product does not become part of a daily workflow' },
    ],
  ])('%s', (_label, change, expected) => {
    const fit = marketFit(idea(change));
    expect({ sector: fit.sector, channel: fit.channels[0], regulation: fit.regulation, risk: fit.risk }).toEqual(expected);
  });

  it('names the market of every rule for every industry and target market, and never the EU AI Act outside the EU', () => {
    for (const industry of IDEA_INDUSTRIES)
      for (const targetMarket of [...TARGET_MARKETS, null]) {
        const us = marketFit(idea({ industry, targetMarket, description: 'A tool for small firms in the US.' }));
        expect(us.regulation).toMatch(/^in the United States, /);
        expect(us.regulation).not.toMatch(/EU AI Act|GDPR|European Union/);
        const anywhere = marketFit(idea({ industry, targetMarket }));
        expect(anywhere.regulation).toMatch(/^in the United States, .+; in the European Union, .+/);
      }
  });

  it('has three channels, rules for every market and a risk in every row', () => {
    for (const row of [...Object.values(INDUSTRY_FIT).flatMap((fit) => [{ ...fit, channels: fit.business }, { ...fit, channels: fit.consumer }]), ...SECTORS, MARKETPLACE_FIT]) {
      expect(new Set(row.channels).size).toBe(3);
      expect(rulesIn(row.regulation, ['US', 'EU', 'UK']).split('; ')).toHaveLength(3);
      expect(row.risk).not.toBe('');
    }
  });
});
