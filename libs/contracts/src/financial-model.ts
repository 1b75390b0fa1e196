/**
 * The financial model (spec sections 3, 5, 7, 9; issue 9): its input, its computed result, the
 * bounds the ideas service enforces, and the spec's display rules, shared by the service, the
 * /financial-modeling page and its exports.
 */

import type { z } from 'zod';
import { CURRENCIES, type CurrencyCode } from './currencies';
import { CUSTOMER_MONTHS, CUSTOMER_UNIT_MAX, CUSTOMER_UNIT_PATTERN, EXPENSE_LINES, REVENUE_TYPES, SCENARIOS, USE_OF_FUNDS_LINES, YEAR_KEYS } from './financial-model-options';
import type {
  EXPENSE_MODEL_INPUT_SCHEMA,
  FINANCIAL_METRICS_INPUT_SCHEMA,
  FINANCIAL_MODEL_INPUT_SCHEMA,
  FINANCIAL_MODEL_SCHEMA,
  FUNDING_INPUT_SCHEMA,
  MODEL_MONTH_SCHEMA,
  MODEL_YEAR_SCHEMA,
  REVENUE_MODEL_INPUT_SCHEMA,
  SCENARIO_RESULT_SCHEMA,
} from './schemas/financial-model.schema';

export { CUSTOMER_MONTHS, CUSTOMER_UNIT_MAX, CUSTOMER_UNIT_PATTERN, EXPENSE_LINES, REVENUE_TYPES, SCENARIOS, USE_OF_FUNDS_LINES, YEAR_KEYS };
export type RevenueType = (typeof REVENUE_TYPES)[number];

/**
 * What pricePoint means for each revenue type, and so how a month's revenue follows from the
 * customer count C (the model's one rule per type, shown on the page under the price field).
 */
export const REVENUE_TYPE_RULES: Readonly<Record<RevenueType, { priceLabel: string; rule: string }>> = {
  subscription: { priceLabel: 'Monthly price per customer', rule: 'customers × monthly price' },
  transaction: { priceLabel: 'Fee per order (% of order value)', rule: 'customers × one order a month × average order value × fee %' },
  advertising: { priceLabel: 'Ad revenue per user per month', rule: 'users × ad revenue per user' },
  freemium: { priceLabel: 'Paid plan price per month', rule: 'users × share who pay × paid plan price' },
  marketplace: { priceLabel: 'Take rate (% of order value)', rule: 'customers × one order a month × average order value × take rate %' },
  licensing: { priceLabel: 'Annual licence fee per customer', rule: 'customers × annual licence fee ÷ 12' },
};

/** The price field's label with an amount's currency: 'Monthly price per customer (KES)'; a percentage stays one. */
export function priceLabelIn(type: RevenueType, currency: CurrencyCode): string {
  const { priceLabel } = REVENUE_TYPE_RULES[type];
  return PERCENT_PRICED_REVENUE_TYPES.includes(type) ? priceLabel : `${priceLabel} (${currency})`;
}

/** Revenue types whose pricePoint is a percentage of the order value (bounded 0-100). */
export const PERCENT_PRICED_REVENUE_TYPES: readonly RevenueType[] = ['transaction', 'marketplace'];

/** Share of freemium users who pay, in percent, unless the founder's own counts give it (2-5% is the usual range; the model plans at the top of it). */
export const FREEMIUM_PAYING_PCT = 5;

/** A singular noun matching CUSTOMER_UNIT_PATTERN: 'customer', 'store', 'cooling unit'. */
export type CustomerUnit = string;

export type CustomerMonth = (typeof CUSTOMER_MONTHS)[number];

/** The revenue assumptions (field by field in schemas/financial-model.schema.ts). */
export type RevenueModelInput = z.infer<typeof REVENUE_MODEL_INPUT_SCHEMA>;

export type ExpenseLine = (typeof EXPENSE_LINES)[number];
export const EXPENSE_LINE_LABELS: Readonly<Record<ExpenseLine, string>> = {
  salaries: 'Salaries',
  marketing: 'Marketing',
  infrastructure: 'Infrastructure',
  operations: 'Operations',
  legal: 'Legal',
  other: 'Other',
};

/** Monthly operating expenses in year 1, in the idea's currency. */
export type ExpenseModelInput = z.infer<typeof EXPENSE_MODEL_INPUT_SCHEMA>;

/** Acquisition cost, gross margin, and the founder's own LTV and payback (null: computed). */
export type FinancialMetricsInput = z.infer<typeof FINANCIAL_METRICS_INPUT_SCHEMA>;

export type UseOfFundsLine = (typeof USE_OF_FUNDS_LINES)[number];
/** The spec's default use-of-funds split (section 9), in percent. Not checked to total 100 (section 5). */
export const DEFAULT_USE_OF_FUNDS: Readonly<Record<UseOfFundsLine, number>> = { product: 40, marketing: 30, team: 20, operations: 10 };

/** The round, the planned runway and the use-of-funds split in percent. */
export type FundingInput = z.infer<typeof FUNDING_INPUT_SCHEMA>;

/** The model's assumptions, complete (the service fills what the founder left out from the idea). */
export type FinancialModelInput = z.infer<typeof FINANCIAL_MODEL_INPUT_SCHEMA>;

/**
 * Body of POST /api/startup-ideas/{id}/financial-model (spec section 7: {revenueModel,
 * expenseModel, industry, stage}; metrics and funding added as issue 9 asks). Every part is
 * optional: what is left out starts from the idea's defaults (GET .../financial-model/defaults).
 */
export interface FinancialModelRequest {
  revenueModel?: RevenueModelInput;
  expenseModel?: ExpenseModelInput;
  metrics?: FinancialMetricsInput;
  funding?: FundingInput;
  industry: string;
  stage: string;
}

export type ScenarioName = (typeof SCENARIOS)[number];

/** Multipliers each scenario applies to customer growth (every customer count and growthRate), churn and price. */
export const SCENARIO_MULTIPLIERS: Readonly<Record<ScenarioName, { growth: number; churn: number; price: number }>> = {
  base: { growth: 1, churn: 1, price: 1 },
  best: { growth: 1.25, churn: 0.8, price: 1.1 },
  worst: { growth: 0.6, churn: 1.3, price: 0.9 },
};
export const SCENARIO_LABELS: Readonly<Record<ScenarioName, string>> = { base: 'Base case', best: 'Best case', worst: 'Worst case' };

export type ModelMonth = z.infer<typeof MODEL_MONTH_SCHEMA>;
export type ModelYear = z.infer<typeof MODEL_YEAR_SCHEMA>;
export type ScenarioResult = z.infer<typeof SCENARIO_RESULT_SCHEMA>;

export type YearKey = (typeof YEAR_KEYS)[number];

/**
 * The stored model: the spec's result fields (section 3, base scenario) plus inputs and scenarios.
 * Each top-level field is a part of the 'financial-model' document (FINANCIAL_MODEL_PARTS).
 */
export type FinancialModel = z.infer<typeof FINANCIAL_MODEL_SCHEMA>;

/** The parts of the 'financial-model' document: the model's fields, computed together. */
export const FINANCIAL_MODEL_PARTS = [
  { id: 'revenue', title: 'Revenue by year' },
  { id: 'expenses', title: 'Expenses by year' },
  { id: 'grossMargin', title: 'Gross margin' },
  { id: 'burnRate', title: 'Burn rate' },
  { id: 'runway', title: 'Runway' },
  { id: 'breakEvenMonth', title: 'Break-even month' },
  { id: 'ltv', title: 'Lifetime value' },
  { id: 'cac', title: 'Customer acquisition cost' },
  { id: 'churnRate', title: 'Churn rate' },
  { id: 'industry', title: 'Industry' },
  { id: 'stage', title: 'Stage' },
  { id: 'inputs', title: 'Assumptions' },
  { id: 'useOfFunds', title: 'Use of funds' },
  { id: 'scenarios', title: 'Scenarios' },
] as const satisfies ReadonlyArray<{ id: keyof FinancialModel; title: string }>;
export type FinancialModelPartId = (typeof FINANCIAL_MODEL_PARTS)[number]['id'];

export interface Bound {
  min: number;
  max: number;
  integer?: boolean;
}

/**
 * What the service accepts (a number outside answers 400 naming the field). The spec enforces no
 * bounds (section 5); these keep the model finite and meaningful: percentages 0-100, money
 * non-negative and below amounts no early-stage model needs.
 */
export const FINANCIAL_INPUT_BOUNDS = {
  pricePoint: { min: 0.01, max: 1_000_000_000 },
  customers: { min: 0, max: 1_000_000_000, integer: true },
  growthRate: { min: 0, max: 100 },
  churnRate: { min: 0, max: 100 },
  averageOrderValue: { min: 0, max: 1_000_000_000 },
  payingPct: { min: 0.01, max: 100 },
  // Money bounds leave room for currencies with many units to the dollar (a US$1M round is IDR 16 billion).
  expense: { min: 0, max: 100_000_000_000 },
  cac: { min: 0, max: 10_000_000_000 },
  grossMargin: { min: 0, max: 100 },
  ltv: { min: 0, max: 1_000_000_000_000 },
  paybackPeriod: { min: 0, max: 600 },
  totalFunding: { min: 0, max: 100_000_000_000_000 },
  runway: { min: 0, max: 120 },
  useOfFunds: { min: 0, max: 100 },
} as const satisfies Record<string, Bound>;

/** A percent-priced type's pricePoint is a share of the order value. */
export const PERCENT_PRICE_BOUND: Bound = { min: 0.01, max: 100 };

/** The spec's display rule (section 9): values in millions with 1 decimal, in the idea's currency ('$1.2M', '-€0.3M', 'KES 4.5M'). */
export function formatMillions(amount: number, currency: CurrencyCode): string {
  const millions = Math.round(amount / 100_000) / 10;
  const sign = millions < 0 ? '-' : '';
  return `${sign}${CURRENCIES[currency].sign}${Math.abs(millions).toFixed(1)}M`;
}

/** ROI = (total revenue - total expenses) / total expenses x 100 (spec section 9), in percent; 0 without expenses. */
export function returnOnInvestment(totalRevenue: number, totalExpenses: number): number {
  return totalExpenses === 0 ? 0 : ((totalRevenue - totalExpenses) / totalExpenses) * 100;
}

/** LTV:CAC with 1 decimal ('4.2:1'). */
export function formatLtvToCac(ratio: number): string {
  return `${ratio.toFixed(1)}:1`;
}

/** Runway as the page and every document print it: '18 months', or '60+ months' when the cash lasts the model's five years. */
export function formatRunway(months: number | null): string {
  return months === null ? '60+ months' : `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** Break-even as the page and every document print it: 'Month 23', or 'Not within 60 months'. */
export function formatBreakEven(month: number | null): string {
  return month === null ? 'Not within 60 months' : `Month ${month}`;
}

/** Payback in whole months ('8 months'). */
export function formatPayback(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** A growth percentage as the 'YoY Growth' line shows it: '+152%', or '—' without a year to compare with. */
export function formatGrowth(pct: number | null): string {
  if (pct === null) return '—';
  return `${pct >= 0 ? '+' : ''}${Math.round(pct)}%`;
}

/** The model's one path beyond the document pattern (IDEA_PATHS has generate, read and exports). */
export const FINANCIAL_MODEL_PATHS = {
  /** GET: the assumptions a first model starts from (FinancialModelInput). */
  defaults: (ideaId: number) => `/api/startup-ideas/${ideaId}/financial-model/defaults`,
} as const;
