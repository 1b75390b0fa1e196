import { COUNTRIES, type CompanyIndustry, type CountryCode, type IdeaIndustry } from '@founder/contracts';
import { COUNTRY_RULES } from '../country-rules';
import { countryInText } from '../founder-locale';
import { MODEL_RULES, SECTOR_RULES } from '../sector-rules';
import { capitalized } from '../text';

/**
 * What the workspace's composers know of each onboarding industry (spec section 9's list of 20):
 * who buys, and the rules a young company in it works within. Planning notes, not legal advice;
 * every legal checklist says so.
 */
export interface CompanyIndustryProfile {
  buyer: 'business' | 'consumer';
  /** The main rules of the industry, as checklist lines. */
  regulation: readonly string[];
}

export const COMPANY_INDUSTRY_PROFILES: Readonly<Record<CompanyIndustry, CompanyIndustryProfile>> = {
  Technology: { buyer: 'business', regulation: ['Data protection terms for customer data you process', 'Open-source licence review of your dependencies'] },
  Healthcare: { buyer: 'business', regulation: ['Health-data privacy rules of each country where you hold patient data', 'Whether your product counts as a medical device'] },
  FinTech: { buyer: 'consumer', regulation: ['Payment or money-transmission licensing, or a licensed partner', 'Know-your-customer and anti-money-laundering checks'] },
  'E-commerce': { buyer: 'consumer', regulation: ['Consumer protection: returns, refunds and distance-selling rules', 'Sales tax or VAT registration where you sell'] },
  SaaS: { buyer: 'business', regulation: ['Terms of service, a service-level commitment and a data processing agreement', 'Data protection for customer data you host'] },
  CleanTech: { buyer: 'business', regulation: ['Environmental permits and product certifications', 'Eligibility rules of the grants and incentives you rely on'] },
  EdTech: { buyer: 'consumer', regulation: ["Children's privacy rules of each country where minors use it", 'Accessibility requirements of schools that buy it'] },
  FoodTech: { buyer: 'consumer', regulation: ['Food safety registration and hygiene rules', 'Labelling and allergen information'] },
  PropTech: { buyer: 'business', regulation: ['Real-estate brokerage or letting rules where you operate', 'Fair-housing and tenant-data rules'] },
  Gaming: { buyer: 'consumer', regulation: ['Age ratings and the platform rules of the stores you publish in', 'Loot box and in-game purchase rules in your markets'] },
  'AI/ML': { buyer: 'business', regulation: ['Rights to the data you train on', 'AI transparency and risk rules of each market you serve'] },
  'Blockchain/Web3': { buyer: 'consumer', regulation: ['Whether your token is a security', 'Crypto-asset service registration in each market you serve'] },
  IoT: { buyer: 'business', regulation: ['Radio and electrical certification in each country you sell in', 'Security requirements for connected devices'] },
  Cybersecurity: { buyer: 'business', regulation: ['Export controls on encryption', 'Security certifications buyers ask for (SOC 2, ISO 27001)'] },
  BioTech: { buyer: 'business', regulation: ['Clinical and laboratory regulation of the medicines regulator in each market', 'Patent filing before any public disclosure'] },
  AgTech: { buyer: 'business', regulation: ['Agricultural input and product approvals', 'Farm-data ownership terms with growers'] },
  Mobility: { buyer: 'consumer', regulation: ['Local transport licensing and insurance', 'Vehicle and rider safety rules'] },
  'Enterprise Software': { buyer: 'business', regulation: ['Enterprise contracts: liability caps, data processing agreements', 'Security reviews and certifications (SOC 2)'] },
  'Consumer Apps': { buyer: 'consumer', regulation: ['Privacy policy and consent for tracking', 'App store review guidelines'] },
  Hardware: { buyer: 'consumer', regulation: ['Product safety certification in each country you sell in', 'Warranty and product liability obligations'] },
};

export function companyIndustryProfile(industry: string): CompanyIndustryProfile {
  return COMPANY_INDUSTRY_PROFILES[industry as CompanyIndustry] ?? COMPANY_INDUSTRY_PROFILES.Technology;
}

/**
 * Where the company is registered, read from its free-text location: one country (its laws are in
 * COUNTRY_RULES), or a region or anywhere with its data-protection law in words.
 */
export type Jurisdiction = { name: string; entity: string } & ({ country: CountryCode } | { country: null; privacy: string });

const JURISDICTIONS: ReadonlyArray<{ pattern: RegExp; jurisdiction: Jurisdiction }> = [
  {
    pattern: /\b(usa|u\.s\.|united states|america|california|new york|texas|san francisco|boston|seattle|austin|miami|chicago|[A-Z][a-z]+, (CA|NY|TX|MA|WA|FL|IL))\b/i,
    jurisdiction: { name: 'United States', country: 'US', entity: 'a Delaware C-Corporation (what US venture investors expect)' },
  },
  {
    pattern: /\b(uk|united kingdom|england|london|manchester|scotland|edinburgh)\b/i,
    jurisdiction: { name: 'United Kingdom', country: 'GB', entity: 'a private limited company (Ltd) registered at Companies House' },
  },
  {
    pattern: /\b(canada|toronto|vancouver|montreal)\b/i,
    jurisdiction: { name: 'Canada', country: 'CA', entity: 'a federal corporation under the CBCA' },
  },
  {
    pattern: /\b(germany|berlin|munich|france|paris|spain|madrid|barcelona|italy|milan|netherlands|amsterdam|ireland|dublin|sweden|stockholm|portugal|lisbon|europe|eu)\b/i,
    jurisdiction: { name: 'European Union', country: null, entity: 'a local limited company (GmbH, SAS, BV or equivalent)', privacy: 'the GDPR' },
  },
  {
    pattern: /\b(india|bangalore|bengaluru|mumbai|delhi)\b/i,
    jurisdiction: { name: 'India', country: 'IN', entity: 'a private limited company registered with the MCA' },
  },
];

const ANYWHERE: Jurisdiction = {
  name: 'your country',
  country: null,
  entity: 'the limited-liability company form investors in your country expect',
  privacy: 'your local data protection law',
};

export function jurisdictionOf(location: string): Jurisdiction {
  return JURISDICTIONS.find((candidate) => candidate.pattern.test(location))?.jurisdiction ?? ANYWHERE;
}

/** The idea industry whose sector rules (sector-rules.ts) a company industry works within. */
const SECTOR_OF: Readonly<Partial<Record<CompanyIndustry, IdeaIndustry>>> = {
  Healthcare: 'Healthcare',
  BioTech: 'Healthcare',
  FinTech: 'Finance',
  'Blockchain/Web3': 'Blockchain',
  FoodTech: 'Food & Beverage',
  AgTech: 'Food & Beverage',
  PropTech: 'Real Estate',
  Mobility: 'Transportation',
  'AI/ML': 'AI/ML',
  EdTech: 'Education',
  CleanTech: 'Sustainability',
};
const DEVICE_INDUSTRIES: readonly CompanyIndustry[] = ['IoT', 'Hardware'];

/** The country a company operates in: the one its location names, else its jurisdiction's (issue 27 item 3). */
export function countryOfLocation(location: string): CountryCode | null {
  return countryInText(location) ?? jurisdictionOf(location).country;
}

/** The data-protection law of the company's country, else of its jurisdiction. */
export function privacyLawOf(location: string): string {
  const country = countryOfLocation(location);
  if (country) return COUNTRY_RULES[country].dataProtection;
  const jurisdiction = jurisdictionOf(location);
  return 'privacy' in jurisdiction ? jurisdiction.privacy : COUNTRY_RULES[jurisdiction.country].dataProtection;
}

/** The sector and device rules of the company's country as checklist lines naming the country; none when no country is known. */
export function countryRulesOf(industry: string, location: string): string[] {
  const country = countryOfLocation(location);
  if (!country) return [];
  const sector = SECTOR_OF[industry as CompanyIndustry];
  const rules = [
    sector ? SECTOR_RULES[sector]?.[country] : undefined,
    DEVICE_INDUSTRIES.includes(industry as CompanyIndustry) ? MODEL_RULES.hardware?.[country] : undefined,
  ].filter((rule): rule is string => rule !== undefined);
  return rules.map((rule) => capitalized(`in ${COUNTRIES[country].name}, ${rule}`));
}

