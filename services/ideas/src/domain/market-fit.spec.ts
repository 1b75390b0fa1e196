import { COUNTRIES, COUNTRY_CODES, IDEA_INDUSTRIES, TARGET_MARKETS, type CountryCode } from '@founder/contracts';
import { COUNTRY_RULES } from './country-rules';
import type { IdeaFacts } from './idea-facts';
import { SHORTEST_IDEA } from './idea-facts.fixtures';
import type { BusinessModel } from './business-model';
import { businessModelOf, marketFit, marketFitFor, type MarketFitInput } from './market-fit';

const BUSINESS_MODELS: readonly BusinessModel[] = ['software', 'hardware', 'marketplace', 'usage', 'services', 'commerce'];

/** Laws and regulators of the United States only. */
const US_ONLY = /\b(CCPA|HIPAA|FMCSA|FDA|FERPA|COPPA|SEC|FinCEN|FTC|NHTSA|CPSC|FCC)\b|Federal Trade Commission|Fair Housing Act|California/;
/** The GDPR applies in the EU, the EEA (Norway) and, as the UK GDPR, in the United Kingdom. */
const EEA_COUNTRIES = new Set<CountryCode>([...COUNTRY_CODES.filter((code) => 'eu' in COUNTRIES[code]), 'NO']);
const GDPR_COUNTRIES = new Set<CountryCode>([...EEA_COUNTRIES, 'GB']);
/** EU legislation that binds the EU's members and, through the EEA Agreement, Norway only. */
const EU_ONLY = /EU AI Act|MiCA|Digital Services Act|EU Medical Device Regulation|EU General Food Law|PSD2|EU driving-time|EU rules against unproven green claims/;

const fitFor = (change: Partial<MarketFitInput>) =>
  marketFitFor({ industry: 'SaaS', targetMarket: 'B2B (Business to Business)', country: null, businessModel: 'software', children: false, ...change });

describe('marketFitFor: rules of the founder\'s country only (issue 27 item 3)', () => {
  it.each<[string, Partial<MarketFitInput>, readonly string[]]>([
    ['a Kenyan dairy-cooler lease to cooperatives', { country: 'KE', industry: 'Food & Beverage', businessModel: 'hardware' }, ['the Data Protection Act 2019', 'Office of the Data Protection Commissioner', "Kenya Dairy Board's licences", 'Communications Authority of Kenya type approval']],
    ['a German payroll SaaS', { country: 'DE', industry: 'SaaS' }, ['the GDPR and the Federal Data Protection Act (BDSG)', 'BfDI']],
    ['a Kenyan irrigation lease', { country: 'KE', industry: 'Sustainability', businessModel: 'hardware' }, ['the Data Protection Act 2019', 'KEBS product standards']],
    ['a Japanese sleep sensor for consumers', { country: 'JP', industry: 'Healthcare', targetMarket: 'B2C (Business to Consumer)', businessModel: 'hardware' }, ['Act on the Protection of Personal Information (APPI)', 'the PMD Act', 'PSE mark', 'Consumer Affairs Agency']],
    ['a Canadian clinic tool', { country: 'CA', industry: 'Healthcare' }, ['PIPEDA', "Ontario's PHIPA", "Health Canada's Medical Devices Regulations"]],
    ['a UK bedtime-story app for children', { country: 'GB', industry: 'Mobile Apps', targetMarket: 'B2C (Business to Consumer)', children: true }, ['the UK GDPR', "Age Appropriate Design Code (the Children's Code)", 'Consumer Rights Act 2015']],
    ['a US story app for children', { country: 'US', industry: 'Mobile Apps', targetMarket: 'B2C (Business to Consumer)', children: true }, ['COPPA for children under 13', "the Restore Online Shoppers' Confidence Act"]],
    ['a French learning app for children', { country: 'FR', industry: 'Education', targetMarket: 'Individual Consumers', children: true }, ['CNIL', "the GDPR's Article 8, under which a parent must consent for children under 15"]],
    ['a US clinic tool', { country: 'US', industry: 'Healthcare' }, ['HIPAA for patient data', 'FDA rules where the product is a medical device']],
    ['a Nigerian payments app', { country: 'NG', industry: 'Finance', targetMarket: 'B2C (Business to Consumer)' }, ['Nigeria Data Protection Act 2023', 'Central Bank of Nigeria', 'Federal Competition and Consumer Protection Act 2018']],
    ['an Indian lending platform', { country: 'IN', industry: 'Finance' }, ['Digital Personal Data Protection Act 2023', 'Reserve Bank of India']],
    ['a Dutch marketplace', { country: 'NL', industry: 'E-commerce', targetMarket: 'Marketplace', businessModel: 'marketplace' }, ['Autoriteit Persoonsgegevens', 'Digital Services Act', 'Authority for Consumers and Markets (ACM)']],
    ['a Swiss crypto wallet', { country: 'CH', industry: 'Blockchain', targetMarket: 'B2C (Business to Consumer)' }, ['Federal Act on Data Protection (FADP)', 'FINMA']],
    ['a German fleet tool', { country: 'DE', industry: 'Transportation' }, ['EU driving-time and tachograph rules', 'Federal Office for Logistics and Mobility (BALM)']],
    ['a US trucking tool', { country: 'US', industry: 'Transportation' }, ['FMCSA registration and hours-of-service rules']],
    ['a Brazilian AI tool', { country: 'BR', industry: 'AI/ML' }, ['the LGPD (General Data Protection Law)', 'ANPD']],
    ['an Australian food brand', { country: 'AU', industry: 'Food & Beverage', targetMarket: 'B2C (Business to Consumer)', businessModel: 'commerce' }, ['Privacy Act 1988', 'Food Standards Code (FSANZ)', 'Australian Consumer Law']],
  ])('%s', (_label, change, laws) => {
    const { regulation, regulations } = fitFor(change);
    const country = change.country as CountryCode;
    expect(regulation.startsWith(`in ${COUNTRIES[country].name}, `)).toBe(true);
    for (const law of laws) expect(regulation).toContain(law);
    if (country !== 'US') expect(regulation).not.toMatch(US_ONLY);
    if (!GDPR_COUNTRIES.has(country)) expect(regulation).not.toMatch(/GDPR/);
    if (!EEA_COUNTRIES.has(country)) expect(regulation).not.toMatch(EU_ONLY);
    expect(regulations.every((rule) => rule.startsWith(`In ${COUNTRIES[country].name}, `))).toBe(true);
  });

  it('prints the Kenyan dairy lease in full, data protection first', () => {
    expect(fitFor({ country: 'KE', industry: 'Food & Beverage', businessModel: 'hardware' }).regulations).toEqual([
      'In Kenya, the Data Protection Act 2019 for personal data, enforced by the Office of the Data Protection Commissioner',
      "In Kenya, the Food, Drugs and Chemical Substances Act and KEBS product standards, and for milk and dairy products the Kenya Dairy Board's licences",
      'In Kenya, KEBS product standards and import inspection (PVoC), and Communications Authority of Kenya type approval for radio devices',
    ]);
  });

  it('names no law of another country for any country, industry, model and audience', () => {
    const wrong: string[] = [];
    for (const country of COUNTRY_CODES)
      for (const industry of IDEA_INDUSTRIES)
        for (const businessModel of BUSINESS_MODELS)
          for (const [targetMarket, children] of [['B2B (Business to Business)', false], ['B2C (Business to Consumer)', true], ['Marketplace', false]] as const) {
            const { regulation, regulations } = fitFor({ country, industry, businessModel, targetMarket, children });
            const where = `${country}/${industry}/${businessModel}/${targetMarket}`;
            if (!regulation.startsWith(`in ${COUNTRIES[country].name}, `)) wrong.push(`${where}: starts ${regulation.slice(0, 30)}`);
            if (country !== 'US' && US_ONLY.test(regulation)) wrong.push(`${where}: ${US_ONLY.exec(regulation)?.[0]}`);
            if (!GDPR_COUNTRIES.has(country) && /GDPR/.test(regulation)) wrong.push(`${where}: GDPR`);
            if (!EEA_COUNTRIES.has(country) && EU_ONLY.test(regulation)) wrong.push(`${where}: ${EU_ONLY.exec(regulation)?.[0]}`);
            if (regulations.length > 5 || regulations.some((rule) => rule.length > 600)) wrong.push(`${where}: too many or too long`);
          }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['a consumer app for children', { industry: 'Mobile Apps', targetMarket: 'B2C (Business to Consumer)', children: true }, "the data-protection, children's-privacy and consumer-protection rules of the country the company operates in, to be named once that country is chosen"],
    ['a Food & Beverage equipment lease', { industry: 'Food & Beverage', businessModel: 'hardware' as const }, 'the data-protection, food-safety and product-safety rules of the country the company operates in, to be named once that country is chosen'],
    ['a SaaS tool for businesses', {}, 'the data-protection rules of the country the company operates in, to be named once that country is chosen'],
  ])('with no country chosen names no law and no country: %s', (_label, change, regulation) => {
    const fit = fitFor({ ...change, country: null });
    expect(fit.regulation).toBe(regulation);
    expect(fit.regulations).toEqual([`T${regulation.slice(1)}`]);
    expect(fit.regulation).not.toMatch(/\b(Act|Law|Code|GDPR|CCPA|HIPAA|COPPA|FDA)\b|United States|European Union/);
  });

  it('gives the GDPR to every EU and EEA member and the UK, with the member\'s own authority, and to no other country', () => {
    for (const code of COUNTRY_CODES) {
      const { dataProtection } = COUNTRY_RULES[code];
      expect({ code, gdpr: /GDPR/.test(dataProtection) }).toEqual({ code, gdpr: GDPR_COUNTRIES.has(code) });
      expect({ code, enforced: /enforced by|overseen by/.test(dataProtection) }).toEqual({ code, enforced: true });
    }
    expect(COUNTRY_RULES.GB.dataProtection).toBe("the UK GDPR and the Data Protection Act 2018 for personal data, enforced by the Information Commissioner's Office (ICO)");
  });
});

describe('marketFitFor: channels, risks, personas and competitors by industry, audience and model', () => {
  it.each<[string, Partial<MarketFitInput>, { channel: string; risk: string; personas: string[]; competitor: string }]>([
    [
      'a hardware lease to businesses: distributors, cooperatives, field sales',
      { industry: 'Food & Beverage', businessModel: 'hardware', country: 'KE' },
      {
        channel: 'distributors and dealers who already sell equipment to these customers',
        risk: 'cash tied up in manufacturing, stock and field repairs before units earn their keep',
        personas: ['Owner-operator who would use the equipment every day', 'Manager of a cooperative or distributor that buys for its members'],
        competitor: 'Established equipment makers and importers',
      },
    ],
    [
      "a consumer app for children: parents' communities, parents as personas",
      { industry: 'Mobile Apps', targetMarket: 'B2C (Business to Consumer)', children: true, country: 'GB' },
      {
        channel: "parents' communities and parenting creators",
        risk: "parents' trust: children's data and content must be safe from the first release",
        personas: ['Parent of a young child', 'Grandparent or carer who looks after children'],
        competitor: "Established children's apps and publishers",
      },
    ],
    [
      'a marketplace wins both sides first',
      { industry: 'Real Estate', targetMarket: 'Marketplace', businessModel: 'marketplace' },
      {
        channel: 'personal onboarding of the first sellers or providers',
        risk: 'winning enough supply and demand at the same time (the chicken-and-egg problem)',
        personas: ['Provider who would list on the marketplace', 'Buyer who would use the marketplace'],
        competitor: 'Established marketplaces and listing sites',
      },
    ],
    [
      'a clinic SaaS: clinics and their managers',
      { industry: 'Healthcare', country: 'CA' },
      { channel: 'pilot programmes with clinics', risk: 'long procurement and clinical validation cycles', personas: ['Practice manager at a clinic', 'Clinician who runs a small practice'], competitor: 'Established Healthcare providers' },
    ],
    [
      'a consumer finance app: households and the self-employed',
      { industry: 'Finance', targetMarket: 'Individual Consumers' },
      {
        channel: 'comparison sites and financial media',
        risk: 'compliance cost and trust: customers hand over money or financial data',
        personas: ['Salaried adult managing a household budget', 'Self-employed earner with an irregular income'],
        competitor: 'Established Finance providers',
      },
    ],
    [
      'a services firm for businesses',
      { industry: 'Other', businessModel: 'services' },
      { channel: 'referrals from past clients and partners', risk: 'an unproven market category that needs educating', personas: ['Operations lead at a growing company', 'Founder or owner of a small business'], competitor: 'Established agencies and firms' },
    ],
  ])('%s', (_label, change, expected) => {
    const fit = fitFor(change);
    expect({ channel: fit.channels[0], risk: fit.risk, personas: fit.personas.map((persona) => persona.name), competitor: fit.competitorKinds[0].name }).toEqual(expected);
  });

  it('never offers "Busy working professional" or "student" personas, or app-store rules, to a children\'s app', () => {
    const fit = fitFor({ industry: 'Education', targetMarket: 'B2C (Business to Consumer)', children: true, country: 'GB' });
    expect(JSON.stringify(fit.personas)).not.toMatch(/professional|student/i);
    expect(fit.regulation).not.toMatch(/app-store/);
    expect(fit.customers).toBe('parents of young children');
  });

  it('has three distinct channels, two personas, a risk and four competitor kinds sharing 100% for every combination', () => {
    for (const industry of IDEA_INDUSTRIES)
      for (const businessModel of BUSINESS_MODELS)
        for (const targetMarket of [...TARGET_MARKETS, null])
          for (const children of [false, true]) {
            const fit = fitFor({ industry, businessModel, targetMarket, children });
            expect(new Set(fit.channels).size).toBe(3);
            expect(new Set(fit.personas.map((persona) => persona.name)).size).toBe(2);
            expect(fit.risk).toBe(fit.risks[0]);
            expect(fit.competitorKinds).toHaveLength(4);
            expect(fit.competitorKinds.reduce((sum, kind) => sum + kind.marketShare, 0)).toBe(100);
          }
  });
});

describe('marketFit of an idea', () => {
  const idea = (change: Partial<IdeaFacts>): IdeaFacts => ({ ...SHORTEST_IDEA, description: 'A tool that saves time.', ...change });

  it('ignores a truck in a Kenyan dairy idea\'s text: no trucking or US rules (issue 27 defect)', () => {
    const fit = marketFit(idea({
      industry: 'Food & Beverage',
      targetMarket: 'B2B (Business to Business)',
      country: 'KE',
      description: "Milk spoils on the way to the processor's truck; farmers in the US and the EU lose less with cooling.",
    }));
    expect(fit.regulation).toMatch(/^in Kenya, the Data Protection Act 2019/);
    expect(fit.regulation).not.toMatch(/FMCSA|tachograph|CCPA|GDPR|hours-of-service|United States|European Union/);
  });

  it.each<[string, Partial<IdeaFacts>, BusinessModel]>([
    ['a stated marketplace', { revenueModel: 'A marketplace taking 10% of each booking.' }, 'marketplace'],
    ['an E-commerce idea', { industry: 'E-commerce' }, 'commerce'],
    ['a subscription', { industry: 'SaaS', revenueModel: '$20 per seat per month.' }, 'software'],
  ])('reads the business model of %s', (_label, change, model) => {
    expect(businessModelOf(idea(change))).toBe(model);
  });

  it('reads a children\'s audience from a consumer idea\'s text', () => {
    const stories = idea({ industry: 'Mobile Apps', targetMarket: 'B2C (Business to Consumer)', country: 'GB', description: 'Bedtime stories for children aged 3-8, read aloud.' });
    expect(marketFit(stories).regulation).toContain("the Children's Code");
  });
});
