/**
 * The financial model (spec sections 3, 5, 7, 9; issue 9): its input, its computed result, the
 * bounds the ideas service enforces, and the spec's display rules, shared by the service, the
 * /financial-modeling page and its exports.
 */

/** Revenue type options (spec section 3), in the spec's order. */
export const REVENUE_TYPES = ['subscription', 'transaction', 'advertising', 'freemium', 'marketplace', 'licensing'] as const;
export type RevenueType = (typeof REVENUE_TYPES)[number];

/**
 * What pricePoint means for each revenue type, and so how a month's revenue follows from the
 * customer count C (the model's one rule per type, shown on the page under the price field).
 */
export const REVENUE_TYPE_RULES: Readonly<Record<RevenueType, { priceLabel: string; rule: string }>> = {
  subscription: { priceLabel: 'Monthly price per customer ($)', rule: 'customers × monthly price' },
  transaction: { priceLabel: 'Fee per order (% of order value)', rule: 'customers × one order a month × average order value × fee %' },
  advertising: { priceLabel: 'Ad revenue per user per month ($)', rule: 'users × ad revenue per user' },
  freemium: { priceLabel: 'Paid plan price per month ($)', rule: 'users × 5% who pay × paid plan price' },
  marketplace: { priceLabel: 'Take rate (% of order value)', rule: 'customers × one order a month × average order value × take rate %' },
  licensing: { priceLabel: 'Annual licence fee per customer ($)', rule: 'customers × annual licence fee ÷ 12' },
};

/** Revenue types whose pricePoint is a percentage of the order value (bounded 0-100). */
export const PERCENT_PRICED_REVENUE_TYPES: readonly RevenueType[] = ['transaction', 'marketplace'];

/** Share of freemium users who pay, in percent (2-5% is the usual range; the model plans at the top of it). */
export const FREEMIUM_PAYING_PCT = 5;

/**
 * What one customer of the model is (issue 14: the unit the founder prices in wins): a store, a seat;
 * 'customer' when the founder names none.
 */
export const CUSTOMER_UNITS = [
  'customer', 'user', 'member', 'subscriber', 'seat', 'store', 'location', 'restaurant', 'clinic', 'school', 'student', 'teacher',
  'household', 'team', 'company', 'business', 'account', 'vehicle', 'property',
] as const;
export type CustomerUnit = (typeof CUSTOMER_UNITS)[number];

export const CUSTOMER_MONTHS = ['month1', 'month6', 'month12', 'month24', 'month36'] as const;
export type CustomerMonth = (typeof CUSTOMER_MONTHS)[number];

export interface RevenueModelInput {
  type: RevenueType;
  pricePoint: number;
  /** Paying customers (users for advertising and freemium) at months 1, 6, 12, 24 and 36; whole numbers. */
  customers: Record<CustomerMonth, number>;
  /** Customers won per month after month 36, in percent of the customers at the start of the month. */
  growthRate: number;
  /** Customers lost per month, in percent. */
  churnRate: number;
  averageOrderValue: number;
  /** What customers are counted in; absent means 'customer' (models stored before issue 14). */
  unit?: CustomerUnit;
}

export const EXPENSE_LINES = ['salaries', 'marketing', 'infrastructure', 'operations', 'legal', 'other'] as const;
export type ExpenseLine = (typeof EXPENSE_LINES)[number];
export const EXPENSE_LINE_LABELS: Readonly<Record<ExpenseLine, string>> = {
  salaries: 'Salaries',
  marketing: 'Marketing',
  infrastructure: 'Infrastructure',
  operations: 'Operations',
  legal: 'Legal',
  other: 'Other',
};

/** Monthly operating expenses in year 1, in US dollars. */
export type ExpenseModelInput = Record<ExpenseLine, number>;

export interface FinancialMetricsInput {
  /** Cost of winning one customer, in US dollars. */
  cac: number;
  /** Gross margin in percent. */
  grossMargin: number;
  /** The founder's own lifetime value; null lets the model compute it from price, margin and churn. */
  ltv: number | null;
  /** The founder's own payback in months; null lets the model compute it. */
  paybackPeriod: number | null;
}

export const USE_OF_FUNDS_LINES = ['product', 'marketing', 'team', 'operations'] as const;
export type UseOfFundsLine = (typeof USE_OF_FUNDS_LINES)[number];
/** The spec's default use-of-funds split (section 9), in percent. Not checked to total 100 (section 5). */
export const DEFAULT_USE_OF_FUNDS: Readonly<Record<UseOfFundsLine, number>> = { product: 40, marketing: 30, team: 20, operations: 10 };

export interface FundingInput {
  /** The round raised, in US dollars: the cash the model starts month 1 with. */
  totalFunding: number;
  /** The runway the founder plans the round for, in months. */
  runway: number;
  useOfFunds: Record<UseOfFundsLine, number>;
}

/** The model's assumptions, complete (the service fills what the founder left out from the idea). */
export interface FinancialModelInput {
  revenueModel: RevenueModelInput;
  expenseModel: ExpenseModelInput;
  metrics: FinancialMetricsInput;
  funding: FundingInput;
}

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

export const SCENARIOS = ['base', 'best', 'worst'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/** Multipliers each scenario applies to customer growth (every customer count and growthRate), churn and price. */
export const SCENARIO_MULTIPLIERS: Readonly<Record<ScenarioName, { growth: number; churn: number; price: number }>> = {
  base: { growth: 1, churn: 1, price: 1 },
  best: { growth: 1.25, churn: 0.8, price: 1.1 },
  worst: { growth: 0.6, churn: 1.3, price: 0.9 },
};
export const SCENARIO_LABELS: Readonly<Record<ScenarioName, string>> = { base: 'Base case', best: 'Best case', worst: 'Worst case' };

export interface ModelMonth {
  month: number;
  customers: number;
  revenue: number;
  costOfRevenue: number;
  /** The six lines, as spent that month. */
  operatingExpenses: number;
  /** Cost of revenue plus operating expenses. */
  totalExpenses: number;
  /** Revenue minus total expenses. */
  netIncome: number;
  /** Cash at the end of the month. */
  cash: number;
}

export interface ModelYear {
  year: number;
  revenue: number;
  costOfRevenue: number;
  grossProfit: number;
  expenses: Record<ExpenseLine, number>;
  /** Cost of revenue plus the six lines. */
  totalExpenses: number;
  netIncome: number;
  customersAtYearEnd: number;
  cashAtYearEnd: number;
  /** Revenue growth over the year before, in percent; null for year 1 or after a year without revenue. */
  revenueGrowthPct: number | null;
}

export interface ScenarioResult {
  months: ModelMonth[];
  years: ModelYear[];
  /** Average monthly net burn over the first 12 months (0 when the company is profitable). */
  burnRate: number;
  /** Months the cash lasts before it would go below zero; null when it lasts all 60. */
  runway: number | null;
  /** First month whose revenue covers its total expenses; null when none of the 60 does. */
  breakEvenMonth: number | null;
  ltv: number;
  cac: number;
  ltvToCac: number;
  /** Whole months of gross profit per customer that pay back the acquisition cost. */
  paybackMonths: number;
  grossMargin: number;
  churnRate: number;
  /** (5-year revenue - 5-year expenses) / 5-year expenses x 100. */
  roi: number;
}

export type YearKey = 'year1' | 'year2' | 'year3' | 'year4' | 'year5';

/**
 * The stored model: the spec's result fields (section 3, base scenario) plus inputs and scenarios.
 * Each top-level field is a part of the 'financial-model' document (FINANCIAL_MODEL_PARTS).
 */
export interface FinancialModel {
  revenue: Record<YearKey, number>;
  expenses: Record<YearKey, number>;
  grossMargin: number;
  burnRate: number;
  runway: number | null;
  breakEvenMonth: number | null;
  ltv: number;
  cac: number;
  churnRate: number;
  industry: string;
  stage: string;
  inputs: FinancialModelInput;
  /** Use of funds in US dollars: totalFunding split by the percentages. */
  useOfFunds: Record<UseOfFundsLine, number>;
  scenarios: Record<ScenarioName, ScenarioResult>;
}

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
  pricePoint: { min: 0.01, max: 1_000_000 },
  customers: { min: 0, max: 1_000_000_000, integer: true },
  growthRate: { min: 0, max: 100 },
  churnRate: { min: 0, max: 100 },
  averageOrderValue: { min: 0, max: 1_000_000 },
  expense: { min: 0, max: 100_000_000 },
  cac: { min: 0, max: 1_000_000 },
  grossMargin: { min: 0, max: 100 },
  ltv: { min: 0, max: 100_000_000 },
  paybackPeriod: { min: 0, max: 600 },
  totalFunding: { min: 0, max: 10_000_000_000 },
  runway: { min: 0, max: 120 },
  useOfFunds: { min: 0, max: 100 },
} as const satisfies Record<string, Bound>;

/** A percent-priced type's pricePoint is a share of the order value. */
export const PERCENT_PRICE_BOUND: Bound = { min: 0.01, max: 100 };

/** The spec's display rule (section 9): values in millions with 1 decimal ('$1.2M', '-$0.3M'). */
export function formatMillions(amount: number): string {
  const millions = Math.round(amount / 100_000) / 10;
  const sign = millions < 0 ? '-' : '';
  return `${sign}$${Math.abs(millions).toFixed(1)}M`;
}

/** ROI = (total revenue - total expenses) / total expenses x 100 (spec section 9), in percent; 0 without expenses. */
export function returnOnInvestment(totalRevenue: number, totalExpenses: number): number {
  return totalExpenses === 0 ? 0 : ((totalRevenue - totalExpenses) / totalExpenses) * 100;
}

/** LTV:CAC with 1 decimal ('4.2:1'). */
export function formatLtvToCac(ratio: number): string {
  return `${ratio.toFixed(1)}:1`;
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
