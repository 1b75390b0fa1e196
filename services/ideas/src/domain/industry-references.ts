import { IDEA_INDUSTRIES, type IdeaIndustry } from '@founder/contracts';

/**
 * Reference figures the built-in composer plans with, one row per industry of the idea form.
 * They are rounded planning assumptions for an early-stage company, not market data about any
 * particular idea; `sourceNote` says what each row leans on, and plans state them as assumptions.
 */
export interface IndustryReference {
  /** Average revenue per paying customer per month, in US dollars, for consumer pricing. */
  monthlyPriceUsd: number;
  /** Revenue left after the direct cost of serving customers, in percent. */
  grossMarginPct: number;
  /** Share of paying customers lost per month, in percent. */
  monthlyChurnPct: number;
  /** Sales and marketing cost of winning one paying customer, in US dollars, for consumer pricing. */
  customerAcquisitionCostUsd: number;
  /** Paying customers twelve months after launch for a team at the idea stage selling to consumers. */
  customersAtMonth12: number;
  /** Size of a typical first outside round (pre-seed or seed) in the industry, in US dollars. */
  firstRoundUsd: number;
  /** The three acquisition channels the plan starts with, in order. */
  channels: readonly [string, string, string];
  /** The main rules a company in the industry works within, as a noun phrase without brackets. */
  regulation: string;
  /** The risk most specific to the industry. */
  industryRisk: string;
  sourceNote: string;
}

const SOFTWARE_BENCHMARKS =
  'public subscription-software benchmark surveys (KeyBanc Capital Markets SaaS Survey, OpenView SaaS Benchmarks), which put subscription gross margins around 70-80%';

export const INDUSTRY_REFERENCES: Readonly<Record<IdeaIndustry, IndustryReference>> = {
  Technology: {
    monthlyPriceUsd: 39,
    grossMarginPct: 70,
    monthlyChurnPct: 4,
    customerAcquisitionCostUsd: 180,
    customersAtMonth12: 1_000,
    firstRoundUsd: 1_000_000,
    channels: ['content marketing and search', 'developer and practitioner communities', 'integration partnerships'],
    regulation: 'data-protection law such as the GDPR in Europe and the CCPA in California',
    industryRisk: 'fast-moving incumbents copying the core feature set',
    sourceNote: `Rounded planning assumption for a software product, in line with ${SOFTWARE_BENCHMARKS}.`,
  },
  Healthcare: {
    monthlyPriceUsd: 120,
    grossMarginPct: 60,
    monthlyChurnPct: 2.5,
    customerAcquisitionCostUsd: 600,
    customersAtMonth12: 300,
    firstRoundUsd: 1_500_000,
    channels: ['pilot programmes with clinics', 'professional associations and conferences', 'referrals from clinical advisors'],
    regulation: 'health-data privacy rules such as HIPAA in the United States, and FDA rules for medical-device software',
    industryRisk: 'long procurement and clinical validation cycles',
    sourceNote:
      'Rounded planning assumption for digital health: longer sales cycles and higher acquisition costs than general software; regulatory context from the US HHS HIPAA rules and FDA guidance on software as a medical device.',
  },
  Finance: {
    monthlyPriceUsd: 25,
    grossMarginPct: 65,
    monthlyChurnPct: 3,
    customerAcquisitionCostUsd: 250,
    customersAtMonth12: 1_500,
    firstRoundUsd: 1_500_000,
    channels: ['comparison sites and financial media', 'partnerships with banks and accountants', 'referral rewards'],
    regulation: 'know-your-customer and anti-money-laundering rules, licensing for payments or lending, and PCI DSS for card data',
    industryRisk: 'compliance cost and trust: customers hand over money or financial data',
    sourceNote:
      'Rounded planning assumption for consumer fintech: high acquisition cost offset by low churn; compliance context from FinCEN AML rules and the PCI Security Standards Council.',
  },
  Education: {
    monthlyPriceUsd: 15,
    grossMarginPct: 70,
    monthlyChurnPct: 6,
    customerAcquisitionCostUsd: 60,
    customersAtMonth12: 2_500,
    firstRoundUsd: 750_000,
    channels: ['teacher and parent communities', 'school and district pilots', 'search and video content'],
    regulation: 'student-data privacy rules such as FERPA and COPPA in the United States',
    industryRisk: 'seasonal buying tied to the school year',
    sourceNote:
      'Rounded planning assumption for education technology: low prices, seasonal demand and higher churn than business software; privacy context from the US Department of Education (FERPA) and the FTC (COPPA).',
  },
  'E-commerce': {
    monthlyPriceUsd: 45,
    grossMarginPct: 40,
    monthlyChurnPct: 8,
    customerAcquisitionCostUsd: 45,
    customersAtMonth12: 1_500,
    firstRoundUsd: 750_000,
    channels: ['paid social and search ads', 'creator and influencer partnerships', 'email and repeat-purchase offers'],
    regulation: 'consumer-protection, returns and sales-tax rules in every market it ships to',
    industryRisk: 'rising paid-advertising costs squeezing thin product margins',
    sourceNote:
      'Rounded planning assumption for online retail: gross margins of 30-50% as reported in listed online retailers\' annual filings; the monthly price is an average monthly order value.',
  },
  SaaS: {
    monthlyPriceUsd: 49,
    grossMarginPct: 78,
    monthlyChurnPct: 3,
    customerAcquisitionCostUsd: 300,
    customersAtMonth12: 750,
    firstRoundUsd: 1_000_000,
    channels: ['product-led free trials', 'content marketing and search', 'marketplace listings and integrations'],
    regulation: 'data-protection law such as the GDPR and the CCPA, and customer security reviews such as SOC 2',
    industryRisk: 'churn when the product does not become part of a daily workflow',
    sourceNote: `Rounded planning assumption for business software sold by subscription, in line with ${SOFTWARE_BENCHMARKS}.`,
  },
  'Mobile Apps': {
    monthlyPriceUsd: 10,
    grossMarginPct: 70,
    monthlyChurnPct: 7,
    customerAcquisitionCostUsd: 25,
    customersAtMonth12: 3_000,
    firstRoundUsd: 600_000,
    channels: ['app-store search optimisation', 'short-form video and social content', 'in-app referral invitations'],
    regulation: 'app-store review policies and mobile privacy rules on consent for tracking',
    industryRisk: 'dependence on two app stores for distribution and pricing',
    sourceNote:
      'Rounded planning assumption for a subscription app: the app stores keep 15-30% of each payment (Apple App Store and Google Play published commission rates), which caps gross margin near 70%.',
  },
  'AI/ML': {
    monthlyPriceUsd: 99,
    grossMarginPct: 60,
    monthlyChurnPct: 4,
    customerAcquisitionCostUsd: 400,
    customersAtMonth12: 500,
    firstRoundUsd: 1_500_000,
    channels: ['technical content and demos', 'design-partner programmes', 'cloud marketplace listings'],
    regulation: 'the EU AI Act and data-protection law for training and user data',
    industryRisk: 'model and compute costs rising faster than prices',
    sourceNote:
      'Rounded planning assumption for an AI product: gross margins below classic software because of compute and inference costs, as discussed in Andreessen Horowitz\'s "The New Business of AI" (2020), which observed 50-60% margins.',
  },
  Blockchain: {
    monthlyPriceUsd: 29,
    grossMarginPct: 65,
    monthlyChurnPct: 6,
    customerAcquisitionCostUsd: 150,
    customersAtMonth12: 1_200,
    firstRoundUsd: 1_000_000,
    channels: ['developer and crypto communities', 'ecosystem grants and hackathons', 'partnerships with protocols'],
    regulation: 'securities and virtual-asset rules such as SEC guidance in the United States and MiCA in the European Union',
    industryRisk: 'demand swinging with crypto market cycles',
    sourceNote:
      'Rounded planning assumption for a blockchain product: usage follows market cycles, so churn is set higher than for general software; regulatory context from the SEC and the EU MiCA regulation.',
  },
  Sustainability: {
    monthlyPriceUsd: 150,
    grossMarginPct: 45,
    monthlyChurnPct: 2,
    customerAcquisitionCostUsd: 900,
    customersAtMonth12: 250,
    firstRoundUsd: 1_250_000,
    channels: ['corporate sustainability teams', 'industry coalitions and certifications', 'grant and public-programme partners'],
    regulation: 'environmental reporting and certification rules such as the EU Corporate Sustainability Reporting Directive',
    industryRisk: 'buyers delaying purchases when budgets tighten',
    sourceNote:
      'Rounded planning assumption for climate and sustainability products: fewer, larger customers with long sales cycles, and lower margins where hardware or services are involved.',
  },
  'Food & Beverage': {
    monthlyPriceUsd: 35,
    grossMarginPct: 35,
    monthlyChurnPct: 9,
    customerAcquisitionCostUsd: 40,
    customersAtMonth12: 1_200,
    firstRoundUsd: 500_000,
    channels: ['local sampling and events', 'social media and food creators', 'retail and delivery-platform partners'],
    regulation: 'food-safety and labelling rules such as the FDA Food Safety Modernization Act in the United States',
    industryRisk: 'ingredient and logistics costs eroding margins',
    sourceNote:
      'Rounded planning assumption for food and beverage brands: product costs leave gross margins around a third of revenue and repeat purchase drives value; regulatory context from the FDA.',
  },
  'Real Estate': {
    monthlyPriceUsd: 200,
    grossMarginPct: 55,
    monthlyChurnPct: 3,
    customerAcquisitionCostUsd: 800,
    customersAtMonth12: 200,
    firstRoundUsd: 1_250_000,
    channels: ['brokerage and property-manager networks', 'industry events and associations', 'listing-platform integrations'],
    regulation: 'fair-housing, brokerage-licensing and tenant-data rules',
    industryRisk: 'transaction volumes falling when interest rates rise',
    sourceNote:
      'Rounded planning assumption for property technology: high-value accounts, relationship-driven sales and sensitivity to the property cycle.',
  },
  Transportation: {
    monthlyPriceUsd: 60,
    grossMarginPct: 30,
    monthlyChurnPct: 5,
    customerAcquisitionCostUsd: 120,
    customersAtMonth12: 1_500,
    firstRoundUsd: 1_500_000,
    channels: ['city and fleet partnerships', 'workplace commuter programmes', 'local launch marketing'],
    regulation: 'transport permits, vehicle-safety and insurance rules that differ city by city',
    industryRisk: 'capital intensity: vehicles, insurance and operations before revenue',
    sourceNote:
      'Rounded planning assumption for mobility and logistics: operating costs keep gross margins low, and each new city needs its own permits.',
  },
  Entertainment: {
    monthlyPriceUsd: 12,
    grossMarginPct: 55,
    monthlyChurnPct: 7,
    customerAcquisitionCostUsd: 20,
    customersAtMonth12: 2_500,
    firstRoundUsd: 600_000,
    channels: ['social video and creator collaborations', 'community and fan events', 'partnerships with platforms'],
    regulation: 'content licensing, copyright and age-rating rules',
    industryRisk: 'hit-driven demand and licensing costs for content',
    sourceNote:
      'Rounded planning assumption for consumer media: low prices, content licensing costs and high churn typical of subscription entertainment.',
  },
  Other: {
    monthlyPriceUsd: 40,
    grossMarginPct: 55,
    monthlyChurnPct: 5,
    customerAcquisitionCostUsd: 200,
    customersAtMonth12: 1_000,
    firstRoundUsd: 750_000,
    channels: ['direct outreach to early adopters', 'content marketing and search', 'partnerships with complementary providers'],
    regulation: 'consumer-protection and data-protection law in each market served',
    industryRisk: 'an unproven market category that needs educating',
    sourceNote: 'Rounded middle-of-the-range planning assumption used when the industry is not one of the listed ones.',
  },
};

/** The reference row of an industry; anything outside the list plans with the 'Other' row. */
export function industryReference(industry: string): IndustryReference {
  return (IDEA_INDUSTRIES as readonly string[]).includes(industry)
    ? INDUSTRY_REFERENCES[industry as IdeaIndustry]
    : INDUSTRY_REFERENCES.Other;
}
