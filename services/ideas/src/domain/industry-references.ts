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
  /** Channels, rules and the main risk are chosen from the industry, target market, country and business model: market-fit.ts. */
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
    sourceNote: `Rounded planning assumption for a software product, in line with ${SOFTWARE_BENCHMARKS}.`,
  },
  Healthcare: {
    monthlyPriceUsd: 120,
    grossMarginPct: 60,
    monthlyChurnPct: 2.5,
    customerAcquisitionCostUsd: 600,
    customersAtMonth12: 300,
    firstRoundUsd: 1_500_000,
    sourceNote:
      'Rounded planning assumption for digital health: longer sales cycles and higher acquisition costs than general software.',
  },
  Finance: {
    monthlyPriceUsd: 25,
    grossMarginPct: 65,
    monthlyChurnPct: 3,
    customerAcquisitionCostUsd: 250,
    customersAtMonth12: 1_500,
    firstRoundUsd: 1_500_000,
    sourceNote:
      'Rounded planning assumption for consumer fintech: high acquisition cost offset by low churn.',
  },
  Education: {
    monthlyPriceUsd: 15,
    grossMarginPct: 70,
    monthlyChurnPct: 6,
    customerAcquisitionCostUsd: 60,
    customersAtMonth12: 2_500,
    firstRoundUsd: 750_000,
    sourceNote:
      'Rounded planning assumption for education technology: low prices, seasonal demand and higher churn than business software.',
  },
  'E-commerce': {
    monthlyPriceUsd: 45,
    grossMarginPct: 40,
    monthlyChurnPct: 8,
    customerAcquisitionCostUsd: 45,
    customersAtMonth12: 1_500,
    firstRoundUsd: 750_000,
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
    sourceNote: `Rounded planning assumption for business software sold by subscription, in line with ${SOFTWARE_BENCHMARKS}.`,
  },
  'Mobile Apps': {
    monthlyPriceUsd: 10,
    grossMarginPct: 70,
    monthlyChurnPct: 7,
    customerAcquisitionCostUsd: 25,
    customersAtMonth12: 3_000,
    firstRoundUsd: 600_000,
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
    sourceNote:
      'Rounded planning assumption for a blockchain product: usage follows market cycles, so churn is set higher than for general software.',
  },
  Sustainability: {
    monthlyPriceUsd: 150,
    grossMarginPct: 45,
    monthlyChurnPct: 2,
    customerAcquisitionCostUsd: 900,
    customersAtMonth12: 250,
    firstRoundUsd: 1_250_000,
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
    sourceNote:
      'Rounded planning assumption for food and beverage brands: product costs leave gross margins around a third of revenue and repeat purchase drives value.',
  },
  'Real Estate': {
    monthlyPriceUsd: 200,
    grossMarginPct: 55,
    monthlyChurnPct: 3,
    customerAcquisitionCostUsd: 800,
    customersAtMonth12: 200,
    firstRoundUsd: 1_250_000,
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
    sourceNote: 'Rounded middle-of-the-range planning assumption used when the industry is not one of the listed ones.',
  },
};

/** The reference row of an industry; anything outside the list plans with the 'Other' row. */
export function industryReference(industry: string): IndustryReference {
  return (IDEA_INDUSTRIES as readonly string[]).includes(industry)
    ? INDUSTRY_REFERENCES[industry as IdeaIndustry]
    : INDUSTRY_REFERENCES.Other;
}
