import {
  CUSTOMER_MONTHS,
  DEFAULT_USE_OF_FUNDS,
  EXPENSE_LINES,
  FREEMIUM_PAYING_PCT,
  type ExpenseLine,
  type FinancialModelInput,
  type FinancialModelRequest,
} from '@founder/contracts';
import type { IdeaFacts } from './idea-facts';
import { cents } from './money';
import { referenceAssumptions } from './reference-assumptions';
import { statedFacts } from './stated-facts';

/**
 * Customers at months 1, 6, 12, 24 and 36 as multiples of the month-12 count: a steady first year,
 * then the growth of a company that has found its channel (net of churn).
 */
export const DEFAULT_CUSTOMER_CURVE = { month1: 1 / 12, month6: 0.5, month12: 1, month24: 1.5, month36: 2.7 } as const;
const CURVE_MONTHS = [1, 6, 12, 24, 36] as const;
/** Net monthly customer growth after month 36, in percent; growthRate defaults to it plus churn. */
export const DEFAULT_NET_GROWTH_PCT = 3.6;
/** How the year-1 operating costs split into the six lines, in percent (a typical early-stage budget: people first). */
export const DEFAULT_EXPENSE_SPLIT: Readonly<Record<ExpenseLine, number>> = {
  salaries: 55,
  marketing: 20,
  infrastructure: 8,
  operations: 8,
  legal: 4,
  other: 5,
};
/** The fee of transaction and marketplace models without a stated fee, in percent of the order value. */
export const DEFAULT_TAKE_RATE_PCT = 10;
/** The runway a round is planned for when nothing else says, in months (an input the page shows; the model computes its own). */
export const DEFAULT_PLANNED_RUNWAY_MONTHS = 18;

/** The default curve at any month up to 36, as a share of month 12: straight lines between its anchors. */
export function curveShare(month: number): number {
  const shares = CUSTOMER_MONTHS.map((key) => DEFAULT_CUSTOMER_CURVE[key]);
  if (month <= CURVE_MONTHS[0]) return shares[0];
  for (let index = 1; index < CURVE_MONTHS.length; index += 1) {
    if (month <= CURVE_MONTHS[index]) {
      const [from, to] = [CURVE_MONTHS[index - 1], CURVE_MONTHS[index]];
      return shares[index - 1] + ((shares[index] - shares[index - 1]) * (month - from)) / (to - from);
    }
  }
  return shares[shares.length - 1] * (1 + DEFAULT_NET_GROWTH_PCT / 100) ** (month - 36);
}

const whole = (value: number) => Math.max(0, Math.round(value));

/**
 * The model's starting assumptions for an idea, in its currency: the founder's stated price, counts
 * (at the months they name), fee and freemium share unchanged, the rest from the reference rows
 * (reference-assumptions.ts). The documents quote the model these give until the founder makes their
 * own, so a model generated from its defaults is what the plan already says.
 */
export function defaultFinancialInputs(idea: IdeaFacts): FinancialModelInput {
  const stated = statedFacts(idea);
  const assumptions = referenceAssumptions(idea, curveShare, stated);
  const { founder } = assumptions;
  // A price per use without a fee on an order (per page, per lesson) is planned as one use per customer a month, at the founder's price.
  const type = stated.revenueType === 'transaction' && founder.takeRatePct === null && stated.price?.perUse ? 'subscription' : stated.revenueType;
  const price = assumptions.monthlyPrice;
  const takeRate = founder.takeRatePct ?? DEFAULT_TAKE_RATE_PCT;
  const payingPct = type === 'freemium' ? (founder.payingPct ?? FREEMIUM_PAYING_PCT) : null;
  const pricePoint = {
    subscription: price,
    advertising: price,
    freemium: price,
    transaction: takeRate,
    marketplace: takeRate,
    licensing: price * 12,
  }[type];
  const averageOrderValue = type === 'transaction' || type === 'marketplace' ? (price * 100) / takeRate : price;
  // Freemium counts users: the founder's user count at its month, else the paying count over the share who pay.
  const usersAtMonth12 = founder.users ? founder.users.count / curveShare(founder.users.month) : null;
  const month12 = payingPct === null ? assumptions.customersAtMonth12 : usersAtMonth12 ?? (assumptions.customersAtMonth12 * 100) / payingPct;
  const floor = payingPct === null ? (founder.now ?? 0) : 0;
  const customers = Object.fromEntries(
    CUSTOMER_MONTHS.map((key) => [key, Math.max(floor, whole(month12 * DEFAULT_CUSTOMER_CURVE[key]))]),
  ) as FinancialModelInput['revenueModel']['customers'];
  if (founder.target && payingPct === null && founder.target.month === 12) customers.month12 = founder.target.count;
  if (founder.users && founder.users.month === 12) customers.month12 = founder.users.count;
  const monthlyOperatingCosts = assumptions.yearOneOperatingCosts / 12;
  return {
    revenueModel: {
      type,
      pricePoint: cents(pricePoint),
      customers,
      growthRate: cents(assumptions.monthlyChurnPct + DEFAULT_NET_GROWTH_PCT),
      churnRate: assumptions.monthlyChurnPct,
      averageOrderValue: cents(averageOrderValue),
      ...(payingPct === null ? {} : { payingPct }),
      unit: stated.unit,
    },
    expenseModel: Object.fromEntries(
      EXPENSE_LINES.map((line) => [line, Math.round((monthlyOperatingCosts * DEFAULT_EXPENSE_SPLIT[line]) / 100)]),
    ) as FinancialModelInput['expenseModel'],
    // A freemium model counts users: winning one costs the paying customer's acquisition cost times the share who pay.
    metrics: {
      cac: payingPct === null ? assumptions.customerAcquisitionCost : Math.max(0.01, cents((assumptions.customerAcquisitionCost * payingPct) / 100)),
      grossMargin: assumptions.grossMarginPct,
      ltv: null,
      paybackPeriod: null,
    },
    funding: { totalFunding: assumptions.fundingAsk, runway: DEFAULT_PLANNED_RUNWAY_MONTHS, useOfFunds: { ...DEFAULT_USE_OF_FUNDS } },
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
