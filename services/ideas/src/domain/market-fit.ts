import type { IdeaIndustry, TargetMarket } from '@founder/contracts';
import type { IdeaFacts } from './idea-facts';

/**
 * Channels, regulation and the main risk of an idea, chosen from its industry, its target market and
 * the problem together (issue 14): an AI tool for US independent grocers is sold through grocery trade
 * associations and point-of-sale partners and works within US privacy and card rules, not through
 * cloud marketplace listings under the EU AI Act. The order of choice:
 * 1. for business buyers (or no target market chosen), a customer sector named in the idea's own text
 *    (SECTORS: grocers, restaurants, clinics, schools, developers, property, accounting, payments, logistics);
 * 2. a marketplace target market (MARKETPLACE_FIT);
 * 3. the industry's row (INDUSTRY_FIT), its business or consumer channels by the target market.
 * Regulation always names the market it applies to: the one the idea names (REGIONS), otherwise
 * both the United States and the European Union.
 */

export type Region = 'US' | 'EU' | 'UK';
/** Rules as a noun phrase per market, without the market's name: the plan adds 'in the United States'. */
export type RegionalRules = Readonly<Record<Region, string>>;

export interface FitRow {
  channels: readonly [string, string, string];
  regulation: RegionalRules;
  risk: string;
}

export interface Sector extends FitRow {
  id: string;
  /** Who the customers are, in a sentence: 'independent grocery and retail stores'. */
  customers: string;
  /** Words in the idea's target, problem, solution or description that place it in the sector. */
  words: RegExp;
}

export interface MarketFit {
  channels: readonly [string, string, string];
  /**
   * The rules with the market each applies to, to start a clause or follow a colon:
   * 'in the United States, HIPAA for patient data ...; in the European Union, the GDPR ...'.
   */
  regulation: string;
  risk: string;
  /** Who the customers are: the sector's ('independent grocery and retail stores'), else null. */
  customers: string | null;
  /** The sector detected, null when the industry row decided. */
  sector: string | null;
  /** The markets named by the idea; empty when it names none (the rules of the US and the EU are then given). */
  regions: readonly Region[];
}

export const REGION_NAMES: Readonly<Record<Region, string>> = { US: 'the United States', EU: 'the European Union', UK: 'the United Kingdom' };

/** How an idea names the market it sells in. */
export const REGIONS: ReadonlyArray<[Region, RegExp]> = [
  ['US', /\b(US|U\.S\.|USA|United States|America|American|Americans|California|New York|Texas|Florida)\b/],
  ['EU', /\b(EU|European Union|Europe|European|Germany|France|Spain|Italy|Netherlands|Poland|Sweden|Ireland|Belgium|Austria|Portugal)\b/],
  ['UK', /\b(UK|U\.K\.|United Kingdom|Britain|British|England|Scotland|Wales|London)\b/],
];

const privacy = (us: string, euExtra = '') => ({
  US: us,
  EU: `the GDPR${euExtra}`,
  UK: `the UK GDPR and the Data Protection Act 2018${euExtra}`,
});

/** Customer sectors an idea's own words can place it in; the first that matches wins. */
export const SECTORS: readonly Sector[] = [
  {
    id: 'grocery-retail',
    customers: 'independent grocery and retail stores',
    words: /\b(grocers?|grocery stores?|supermarkets?|convenience stores?|corner shops?|retailers?|store (?:owners?|managers?)|shop owners?|bodegas?)\b/i,
    channels: ['retail and grocery trade associations and their buying groups', 'point-of-sale and inventory software partners', 'in-person demos to store owners and managers'],
    regulation: privacy('state privacy laws such as the CCPA for shopper and loyalty data, and PCI DSS wherever card payments are touched', ' for shopper and loyalty data, and PCI DSS wherever card payments are touched'),
    risk: 'thin store margins and owners with little time to adopt new tools',
  },
  {
    id: 'restaurants',
    customers: 'restaurants and food-service operators',
    words: /\b(restaurants?|caf[eé]s?|coffee shops?|bars|diners?|chefs?|food trucks?|catering|hospitality)\b/i,
    channels: ['restaurant associations and food-service trade shows', 'point-of-sale and delivery-platform partners', 'direct outreach to owners and head chefs'],
    regulation: {
      US: 'local health-code and food-safety rules, and PCI DSS for card payments',
      EU: 'EU food-hygiene rules (Regulation 852/2004), the GDPR for guest data and PCI DSS for card payments',
      UK: 'Food Standards Agency hygiene rules, the UK GDPR for guest data and PCI DSS for card payments',
    },
    risk: 'high turnover among restaurants and their staff',
  },
  {
    id: 'clinics',
    customers: 'clinics and their patients',
    words: /\b(clinics?|patients?|doctors?|physicians?|hospitals?|nurses?|therapists?|dentists?|caregivers?|medical practices?)\b/i,
    channels: ['pilot programmes with clinics', 'professional associations and medical conferences', 'referrals from clinical advisors'],
    regulation: {
      US: 'HIPAA for patient data, and FDA rules where the software is a medical device',
      EU: 'the GDPR for health data, and the Medical Device Regulation where the software is a medical device',
      UK: 'the UK GDPR for health data, and MHRA rules where the software is a medical device',
    },
    risk: 'long procurement and clinical validation cycles',
  },
  {
    id: 'schools',
    customers: 'schools, teachers and students',
    words: /\b(schools?|teachers?|students?|classrooms?|pupils?|school districts?|tutors?|universit(?:y|ies))\b/i,
    channels: ['teacher communities and education conferences', 'school and district pilots', 'parent and student word of mouth'],
    regulation: {
      US: "FERPA for student records and COPPA for children under 13",
      EU: "the GDPR's rules for children's data and schools' own procurement rules",
      UK: "the UK GDPR and the Age Appropriate Design Code for children's data",
    },
    risk: 'seasonal buying tied to the school year',
  },
  {
    id: 'developers',
    customers: 'software developers and engineering teams',
    words: /\b(developers?|engineers?|engineering teams?|devops|codebases?|APIs?|open[- ]source)\b/i,
    channels: ['developer communities and technical content', 'an open-source or free developer tier', 'cloud marketplace listings and integrations'],
    regulation: privacy('customer security reviews such as SOC 2 and state privacy laws such as the CCPA', ' and customer security reviews such as SOC 2'),
    risk: 'free open-source alternatives and large platforms adding the feature',
  },
  {
    id: 'property',
    customers: 'landlords, tenants and property managers',
    words: /\b(landlords?|tenants?|renters?|property managers?|real estate agents?|brokers?|rentals?|apartments?)\b/i,
    channels: ['property-manager and landlord associations', 'listing-platform integrations', 'broker and agent referrals'],
    regulation: {
      US: 'the Fair Housing Act, state brokerage licensing and tenant-screening rules (FCRA)',
      EU: 'national tenancy and brokerage rules and the GDPR for tenant data',
      UK: 'letting-agent rules, the Renters Reform rules in force and the UK GDPR for tenant data',
    },
    risk: 'transaction volumes falling when interest rates rise',
  },
  {
    id: 'accounting',
    customers: 'small businesses and their accountants',
    words: /\b(bookkeeping|bookkeepers?|accounting|accountants?|invoices?|invoicing|payroll|tax returns?|keeps? the books)\b/i,
    channels: ['partnerships with accountants and bookkeepers', 'integrations with accounting software', 'content on tax and cash-flow questions'],
    regulation: {
      US: 'IRS record-keeping rules and state privacy laws such as the CCPA for financial data',
      EU: 'national bookkeeping and e-invoicing rules and the GDPR for financial data',
      UK: 'HMRC Making Tax Digital rules and the UK GDPR for financial data',
    },
    risk: 'accounting suites adding the same feature to software customers already pay for',
  },
  {
    id: 'payments',
    customers: 'people and businesses handling money',
    words: /\b(payments?|money transfers?|remittances?|bank accounts?|banking|lending|loans?|wallets?|card issuing)\b/i,
    channels: ['partnerships with accountants and banks', 'comparison sites and financial media', 'referral rewards'],
    regulation: {
      US: 'KYC and anti-money-laundering rules (FinCEN), state money-transmitter licences and PCI DSS',
      EU: 'PSD2 payment rules, anti-money-laundering directives and PCI DSS',
      UK: 'FCA authorisation, anti-money-laundering rules and PCI DSS',
    },
    risk: 'compliance cost and trust: customers hand over money or financial data',
  },
  {
    id: 'logistics',
    customers: 'fleets, couriers and logistics operators',
    words: /\b(fleets?|trucks?|trucking|couriers?|logistics|warehouses?|freight|delivery drivers?)\b/i,
    channels: ['fleet-operator associations and logistics trade shows', 'telematics and routing software partners', 'direct sales to operations managers'],
    regulation: {
      US: 'FMCSA hours-of-service and safety rules, and state privacy laws for driver data',
      EU: 'EU driving-time and tachograph rules, and the GDPR for driver data',
      UK: 'DVSA drivers’ hours rules and the UK GDPR for driver data',
    },
    risk: 'price-sensitive operators with thin margins',
  },
];

/** Marketplaces and peer-to-peer trade must win both sides first, whatever the industry. */
export const MARKETPLACE_FIT: FitRow = {
  channels: ['personal onboarding of the first sellers or providers', 'demand campaigns in one city or niche', 'referral credits for both sides'],
  regulation: {
    US: 'FTC consumer-protection rules for online marketplaces and state sales-tax collection rules',
    EU: 'the Digital Services Act and the Platform-to-Business Regulation, and VAT rules for platforms',
    UK: 'the Digital Markets, Competition and Consumers Act and HMRC platform reporting rules',
  },
  risk: 'winning enough supply and demand at the same time (the chicken-and-egg problem)',
};

/** An industry's channels for business buyers and for consumers, its rules per market and its main risk. */
export interface IndustryFit {
  business: readonly [string, string, string];
  consumer: readonly [string, string, string];
  regulation: RegionalRules;
  risk: string;
}

export const INDUSTRY_FIT: Readonly<Record<IdeaIndustry, IndustryFit>> = {
  Technology: {
    business: ['content marketing and search', 'practitioner communities', 'integration partnerships'],
    consumer: ['search and app-store discovery', 'short-form video demos', 'referral invitations'],
    regulation: privacy('state privacy laws such as the CCPA'),
    risk: 'fast-moving incumbents copying the core feature set',
  },
  Healthcare: {
    business: ['pilot programmes with clinics', 'professional associations and conferences', 'referrals from clinical advisors'],
    consumer: ['patient communities and health creators', 'referrals from doctors and therapists', 'search for the condition'],
    regulation: {
      US: 'HIPAA for health data, and FDA rules where the software is a medical device',
      EU: 'the GDPR for health data, and the Medical Device Regulation where the software is a medical device',
      UK: 'the UK GDPR for health data, and MHRA rules where the software is a medical device',
    },
    risk: 'long procurement and clinical validation cycles',
  },
  Finance: {
    business: ['partnerships with accountants and banks', 'finance-team communities and content', 'integrations with accounting software'],
    consumer: ['comparison sites and financial media', 'referral rewards', 'personal-finance creators'],
    regulation: {
      US: 'KYC and anti-money-laundering rules (FinCEN), state licences for payments or lending, and PCI DSS',
      EU: 'PSD2 payment rules, anti-money-laundering directives and PCI DSS',
      UK: 'FCA authorisation, anti-money-laundering rules and PCI DSS',
    },
    risk: 'compliance cost and trust: customers hand over money or financial data',
  },
  Education: {
    business: ['school and district pilots', 'teacher communities and education conferences', 'partnerships with curriculum publishers'],
    consumer: ['parent and student communities', 'search and video content', 'referral invitations'],
    regulation: {
      US: 'FERPA for student records and COPPA for children under 13',
      EU: "the GDPR's rules for children's data",
      UK: "the UK GDPR and the Age Appropriate Design Code for children's data",
    },
    risk: 'seasonal buying tied to the school year',
  },
  'E-commerce': {
    business: ['wholesale and trade marketplaces', 'integrations with store platforms', 'direct outreach to merchants'],
    consumer: ['paid social and search ads', 'creator and influencer partnerships', 'email and repeat-purchase offers'],
    regulation: {
      US: 'FTC consumer-protection and online-returns rules and state sales-tax rules',
      EU: 'the Consumer Rights Directive (14-day returns), the GDPR and VAT rules',
      UK: 'the Consumer Contracts Regulations (14-day returns), the UK GDPR and VAT rules',
    },
    risk: 'rising paid-advertising costs squeezing thin product margins',
  },
  SaaS: {
    business: ['product-led free trials', 'content marketing and search', 'integrations with the tools customers already use'],
    consumer: ['free plans that convert to paid', 'search and comparison content', 'referral invitations'],
    regulation: privacy('state privacy laws such as the CCPA, and customer security reviews such as SOC 2', ' and customer security reviews such as SOC 2'),
    risk: 'churn when the product does not become part of a daily workflow',
  },
  'Mobile Apps': {
    business: ['app-store search for business apps', 'integration partners', 'direct outreach to teams'],
    consumer: ['app-store search optimisation', 'short-form video and social content', 'in-app referral invitations'],
    regulation: {
      US: 'app-store review policies and state privacy laws on tracking consent such as the CCPA',
      EU: 'app-store review policies, the GDPR and the ePrivacy rules on tracking consent',
      UK: 'app-store review policies, the UK GDPR and PECR rules on tracking consent',
    },
    risk: 'dependence on two app stores for distribution and pricing',
  },
  'AI/ML': {
    business: ['technical content and live demos', 'design-partner programmes', 'integrations with the software customers already run'],
    consumer: ['short-form video demos', 'app-store and search discovery', 'referral invitations'],
    regulation: {
      US: 'FTC rules against unfair or deceptive AI claims and state privacy laws such as the CCPA',
      EU: 'the EU AI Act and the GDPR for training and user data',
      UK: 'the UK GDPR for training and user data and the regulators’ AI principles',
    },
    risk: 'model and compute costs rising faster than prices',
  },
  Blockchain: {
    business: ['partnerships with protocols', 'developer and crypto communities', 'ecosystem grants and hackathons'],
    consumer: ['crypto communities and creators', 'referral rewards', 'ecosystem partnerships'],
    regulation: {
      US: 'SEC guidance on securities and FinCEN rules for virtual-asset services',
      EU: 'the MiCA regulation and anti-money-laundering rules for crypto-asset services',
      UK: 'FCA registration for crypto-asset businesses and its financial-promotion rules',
    },
    risk: 'demand swinging with crypto market cycles',
  },
  Sustainability: {
    business: ['corporate sustainability teams', 'industry coalitions and certifications', 'grant and public-programme partners'],
    consumer: ['sustainability communities and creators', 'partnerships with local councils and utilities', 'referral invitations'],
    regulation: {
      US: 'FTC Green Guides on environmental claims and state privacy laws such as the CCPA',
      EU: 'the rules against unproven green claims and the GDPR',
      UK: 'the CMA Green Claims Code and the UK GDPR',
    },
    risk: 'buyers delaying purchases when budgets tighten',
  },
  'Food & Beverage': {
    business: ['food-service distributors', 'trade shows and buyer meetings', 'direct outreach to shop and restaurant buyers'],
    consumer: ['local sampling and events', 'social media and food creators', 'retail and delivery-platform partners'],
    regulation: {
      US: 'FDA food-safety (FSMA) and labelling rules',
      EU: 'EU food-hygiene and food-information (labelling) regulations',
      UK: 'Food Standards Agency hygiene and labelling rules',
    },
    risk: 'ingredient and logistics costs eroding margins',
  },
  'Real Estate': {
    business: ['brokerage and property-manager networks', 'industry events and associations', 'listing-platform integrations'],
    consumer: ['listing-platform partnerships', 'search for homes and rentals', 'referrals from agents'],
    regulation: {
      US: 'the Fair Housing Act, state brokerage licensing and tenant-screening rules (FCRA)',
      EU: 'national tenancy and brokerage rules and the GDPR for tenant data',
      UK: 'letting-agent and estate-agent rules and the UK GDPR for tenant data',
    },
    risk: 'transaction volumes falling when interest rates rise',
  },
  Transportation: {
    business: ['fleet and city partnerships', 'workplace commuter programmes', 'logistics trade shows'],
    consumer: ['local launch marketing', 'app-store discovery', 'referral credits'],
    regulation: {
      US: 'city transport permits, FMCSA or state vehicle-safety rules and insurance requirements',
      EU: 'national and city transport licensing, vehicle-safety and insurance rules',
      UK: 'local-authority licensing, DVSA vehicle-safety and insurance rules',
    },
    risk: 'capital intensity: vehicles, insurance and operations before revenue',
  },
  Entertainment: {
    business: ['partnerships with platforms and venues', 'industry festivals and markets', 'direct outreach to studios and labels'],
    consumer: ['social video and creator collaborations', 'community and fan events', 'partnerships with platforms'],
    regulation: {
      US: 'copyright (DMCA), content-licensing and age-rating rules',
      EU: 'the Copyright Directive, content licensing and age-rating rules',
      UK: 'copyright, content licensing, age ratings and the Online Safety Act',
    },
    risk: 'hit-driven demand and licensing costs for content',
  },
  Other: {
    business: ['direct outreach to early adopters', 'content marketing and search', 'partnerships with complementary providers'],
    consumer: ['search and social content', 'community word of mouth', 'partnerships with complementary providers'],
    regulation: privacy('FTC consumer-protection rules and state privacy laws such as the CCPA'),
    risk: 'an unproven market category that needs educating',
  },
};

/** Target markets whose buyers are businesses; the others are consumers. */
export const BUSINESS_TARGET_MARKETS: readonly TargetMarket[] = ['B2B (Business to Business)', 'B2B2C (Business to Business to Consumer)', 'Enterprise', 'SMB (Small-Medium Business)'];
const MARKETPLACE_TARGET_MARKETS: readonly TargetMarket[] = ['Marketplace', 'C2C (Consumer to Consumer)'];

type FitFacts = Pick<IdeaFacts, 'industry' | 'targetMarket' | 'ideaTitle' | 'description' | 'problemStatement' | 'solutionApproach'>;

/** 'in the United States, X', or 'in the United States, X; in the European Union, Y' when the idea names no market. */
export function rulesIn(rules: RegionalRules, regions: readonly Region[]): string {
  const markets = regions.length ? regions : (['US', 'EU'] as const);
  return markets.map((region) => `in ${REGION_NAMES[region]}, ${rules[region]}`).join('; ');
}

export function marketFit(idea: FitFacts): MarketFit {
  const text = [idea.ideaTitle, idea.description, idea.problemStatement, idea.solutionApproach].filter(Boolean).join('\n');
  const regions = REGIONS.filter(([, words]) => words.test(text)).map(([region]) => region);
  const business = BUSINESS_TARGET_MARKETS.includes(idea.targetMarket as TargetMarket);
  const sector = business || idea.targetMarket === null ? SECTORS.find((row) => row.words.test(text)) ?? null : null;
  const industry = (INDUSTRY_FIT as Record<string, IndustryFit>)[idea.industry] ?? INDUSTRY_FIT.Other;
  const row: FitRow = sector ?? (MARKETPLACE_TARGET_MARKETS.includes(idea.targetMarket as TargetMarket)
    ? MARKETPLACE_FIT
    : { channels: business || idea.targetMarket === null ? industry.business : industry.consumer, regulation: industry.regulation, risk: industry.risk });
  return { channels: row.channels, regulation: rulesIn(row.regulation, regions), risk: row.risk, customers: sector?.customers ?? null, sector: sector?.id ?? null, regions };
}
