import {
  DEFAULT_USE_OF_FUNDS,
  EXPENSE_LINES,
  FREEMIUM_PAYING_PCT,
  type ExpenseLine,
  type FinancialModelInput,
  type FinancialModelRequest,
} from '@founder/contracts';
import { projectFinancials } from './financial-projection';
import type { IdeaFacts } from './idea-facts';
import { industryReference } from './industry-references';
import { statedFacts } from './stated-facts';
import { cents } from './money';

/**
 * Customers at months 1, 6, 12, 24 and 36 as multiples of the reference month-12 count. With
 * DEFAULT_NET_GROWTH_PCT after month 36 they earn about the plan's year 1-5 revenue curve
 * (REVENUE_GROWTH_MULTIPLIERS: 1, 2.5, 4.2, 6.8, 10.5), so a model started from the defaults tells
 * the same story as a plan written before it.
 */
export const DEFAULT_CUSTOMER_CURVE = { month1: 1 / 12, month6: 0.5, month12: 1, month24: 1.5, month36: 2.7 } as const;
/** Net monthly customer growth after month 36, in percent; growthRate defaults to it plus churn. */
export const DEFAULT_NET_GROWTH_PCT = 3.6;
/** How the year-1 operating costs of the plan split into the six lines, in percent (a typical early-stage budget: people first). */
export const DEFAULT_EXPENSE_SPLIT: Readonly<Record<ExpenseLine, number>> = {
  salaries: 55,
  marketing: 20,
  infrastructure: 8,
  operations: 8,
  legal: 4,
  other: 5,
};
/** The fee of transaction and marketplace models when the founder states none, in percent of the order value. */
export const DEFAULT_TAKE_RATE_PCT = 10;

const whole = (value: number) => Math.max(0, Math.round(value));

/**
 * The model's starting assumptions for an idea: the same stated facts (the founder's price) and
 * reference figures (industry, target market, stage) that the plan and deck are written from,
 * through projectFinancials. Each revenue type is priced so one customer brings the same monthly
 * revenue as the plan's price.
 */
export function defaultFinancialInputs(idea: IdeaFacts): FinancialModelInput {
  const projection = projectFinancials(idea);
  const reference = industryReference(idea.industry);
  const stated = statedFacts(idea);
  const type = stated.revenueType;
  const price = projection.monthlyPrice;
  const takeRate = stated.takeRate?.pct ?? DEFAULT_TAKE_RATE_PCT;
  const usersPerPayingCustomer = type === 'freemium' ? 100 / FREEMIUM_PAYING_PCT : 1;
  const pricePoint = {
    subscription: price,
    advertising: price,
    freemium: price,
    transaction: takeRate,
    marketplace: takeRate,
    licensing: price * 12,
  }[type];
  const averageOrderValue = type === 'transaction' || type === 'marketplace' ? (price * 100) / takeRate : price;
  const customers = Object.fromEntries(
    Object.entries(DEFAULT_CUSTOMER_CURVE).map(([key, factor]) => [key, whole(projection.customersAtMonth12 * factor * usersPerPayingCustomer)]),
  ) as FinancialModelInput['revenueModel']['customers'];
  const monthlyOperatingCosts = projection.years[0].operatingCosts / 12;
  return {
    revenueModel: {
      type,
      pricePoint: cents(pricePoint),
      customers,
      growthRate: cents(reference.monthlyChurnPct + DEFAULT_NET_GROWTH_PCT),
      churnRate: reference.monthlyChurnPct,
      averageOrderValue: cents(averageOrderValue),
      unit: stated.unit,
    },
    expenseModel: Object.fromEntries(
      EXPENSE_LINES.map((line) => [line, Math.round((monthlyOperatingCosts * DEFAULT_EXPENSE_SPLIT[line]) / 100)]),
    ) as FinancialModelInput['expenseModel'],
    metrics: { cac: projection.customerAcquisitionCost, grossMargin: projection.grossMarginPct, ltv: null, paybackPeriod: null },
    funding: { totalFunding: projection.fundingAsk, runway: projection.runwayMonths, useOfFunds: { ...DEFAULT_USE_OF_FUNDS } },
  };
}

/**
 * A request completed for every part the founder left out: from the stored model's assumptions when
 * there is one (a regeneration keeps them), otherwise from the idea's defaults.
 */
export function completeFinancialInputs(idea: IdeaFacts, request: Omit<FinancialModelRequest, 'industry' | 'stage'>): FinancialModelInput {
  const defaults = idea.financialModel?.inputs ?? defaultFinancialInputs(idea);
  return {
    revenueModel: request.revenueModel ?? defaults.revenueModel,
    expenseModel: request.expenseModel ?? defaults.expenseModel,
    metrics: request.metrics ?? defaults.metrics,
    funding: request.funding ?? defaults.funding,
  };
}
