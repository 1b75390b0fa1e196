import type { IdeaFacts } from './idea-facts';
import { industryReference } from './industry-references';
import { stageProfile } from './stage-profiles';
import { statedFacts, type StatedFacts } from './stated-facts';
import { targetMarketProfile } from './target-market-profiles';

/** Revenue of years 2 to 5 as multiples of year 1 (the spec's financial-model growth rules, section 9). */
export const REVENUE_GROWTH_MULTIPLIERS = [1, 2.5, 4.2, 6.8, 10.5] as const;
/** Operating costs of years 2 to 5 as multiples of year 1: the team and marketing grow, more slowly than revenue. */
export const OPERATING_COST_MULTIPLIERS = [1, 1.3, 1.6, 1.9, 2.2] as const;
/** The spec's default use-of-funds split (section 9), in percent. */
export const USE_OF_FUNDS_SPLIT = { product: 40, marketing: 30, team: 20, operations: 10 } as const;
/** Share of the round spent on operating costs in year 1 (the rest is the runway beyond it). */
export const YEAR_ONE_SPEND_OF_ROUND = 0.45;
export const MAX_RUNWAY_MONTHS = 36;
/** Year 1 earns this many months of the month-12 customer count: customers are added evenly through the year. */
export const YEAR_ONE_REVENUE_MONTHS = 6;

export interface ProjectedYear {
  year: number;
  revenue: number;
  /** Team, marketing, product and overheads, without the direct cost of serving customers. */
  operatingCosts: number;
  /** Direct costs of serving customers plus operating costs. */
  expenses: number;
  /** Revenue minus expenses (negative while the company burns cash). */
  netIncome: number;
}

export interface FinancialProjection {
  /** 'model' once the founder has a financial model (its month-by-month figures), 'reference' for this file's arithmetic. */
  source: 'reference' | 'model';
  /** US dollars per customer (in the stated unit) per month: the founder's price when they state one, otherwise the industry reference for the target market. */
  monthlyPrice: number;
  /** The founder's target when they state one; at least the count they have today; otherwise the reference. */
  customersAtMonth12: number;
  grossMarginPct: number;
  monthlyChurnPct: number;
  customerAcquisitionCost: number;
  /** Gross profit a customer brings over their expected lifetime (price x margin / churn). */
  lifetimeValue: number;
  /** Lifetime value divided by acquisition cost, one decimal. */
  ltvToCac: number;
  years: readonly ProjectedYear[];
  /** First year whose net income is zero or more, or null when none of the five is. */
  breakEvenYear: number | null;
  fundingAsk: number;
  round: 'pre-seed' | 'seed';
  useOfFunds: { product: number; marketing: number; team: number; operations: number };
  /** The split of the round in percent (the spec's default, or the founder's in the financial model). */
  useOfFundsPct: { product: number; marketing: number; team: number; operations: number };
  /** Months the round lasts at the year-1 burn, at most MAX_RUNWAY_MONTHS. */
  runwayMonths: number;
}

/**
 * A founder's own price moves the customer count the other way: a cheaper product reaches more
 * customers, by the square root of the price ratio (bounded to 0.25-4x), so revenue moves less than the price.
 */
function priceReach(referencePrice: number, monthlyPrice: number): number {
  return Math.min(4, Math.max(0.25, Math.sqrt(referencePrice / monthlyPrice)));
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/**
 * The five-year figures of an idea, computed once and quoted by both the business plan
 * (financial projections, funding request) and the pitch deck (financial and funding slides),
 * so the two never disagree. Pure: the same idea always gives the same figures.
 */
export function projectFinancials(idea: IdeaFacts, stated: StatedFacts = statedFacts(idea)): FinancialProjection {
  const reference = industryReference(idea.industry);
  const market = targetMarketProfile(idea.targetMarket);
  const stage = stageProfile(idea.stage);

  const referencePrice = Math.max(5, Math.round(reference.monthlyPriceUsd * market.priceFactor));
  const monthlyPrice = stated.price?.monthly ?? referencePrice;
  const referenceCustomers = Math.max(
    10,
    roundTo(reference.customersAtMonth12 * market.customerFactor * stage.customerFactor * priceReach(referencePrice, monthlyPrice), 10),
  );
  const customersAtMonth12 = !stated.customers ? referenceCustomers : stated.customers.when === 'target' ? stated.customers.count : Math.max(stated.customers.count, referenceCustomers);
  // Customers grow about linearly through year 1, so the year earns half of twelve months at the month-12 count.
  // Figures are whole dollars, never rounded further, so a reader can redo every sum the plan prints.
  const yearOneRevenue = Math.round(monthlyPrice * customersAtMonth12 * YEAR_ONE_REVENUE_MONTHS);
  const fundingAsk = roundTo(reference.firstRoundUsd * stage.roundFactor, 50_000);
  const yearOneOperatingCosts = fundingAsk * YEAR_ONE_SPEND_OF_ROUND;
  const margin = reference.grossMarginPct / 100;

  const years = REVENUE_GROWTH_MULTIPLIERS.map((growth, index) => {
    const revenue = Math.round(yearOneRevenue * growth);
    const operatingCosts = Math.round(yearOneOperatingCosts * OPERATING_COST_MULTIPLIERS[index]);
    const expenses = Math.round(revenue * (1 - margin)) + operatingCosts;
    return { year: index + 1, revenue, operatingCosts, expenses, netIncome: revenue - expenses };
  });
  const breakEven = years.find((year) => year.netIncome >= 0);
  const monthlyBurn = Math.max(0, -years[0].netIncome / 12);
  const runwayMonths = monthlyBurn === 0 ? MAX_RUNWAY_MONTHS : Math.min(MAX_RUNWAY_MONTHS, Math.floor(fundingAsk / monthlyBurn));

  // Acquisition cost follows the price: a cheaper product is sold with cheaper channels.
  const customerAcquisitionCost = Math.max(5, Math.round(reference.customerAcquisitionCostUsd * market.priceFactor * (monthlyPrice / referencePrice)));
  const lifetimeValue = Math.round((monthlyPrice * margin) / (reference.monthlyChurnPct / 100));
  return {
    source: 'reference',
    monthlyPrice,
    customersAtMonth12,
    grossMarginPct: reference.grossMarginPct,
    monthlyChurnPct: reference.monthlyChurnPct,
    customerAcquisitionCost,
    lifetimeValue,
    ltvToCac: Math.round((lifetimeValue / customerAcquisitionCost) * 10) / 10,
    years,
    breakEvenYear: breakEven ? breakEven.year : null,
    fundingAsk,
    round: stage.round,
    useOfFunds: {
      product: (fundingAsk * USE_OF_FUNDS_SPLIT.product) / 100,
      marketing: (fundingAsk * USE_OF_FUNDS_SPLIT.marketing) / 100,
      team: (fundingAsk * USE_OF_FUNDS_SPLIT.team) / 100,
      operations: (fundingAsk * USE_OF_FUNDS_SPLIT.operations) / 100,
    },
    useOfFundsPct: { ...USE_OF_FUNDS_SPLIT },
    runwayMonths,
  };
}
