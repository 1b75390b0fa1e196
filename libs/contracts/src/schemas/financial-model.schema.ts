import { z } from 'zod';
import { CUSTOMER_MONTHS, CUSTOMER_UNIT_MAX, CUSTOMER_UNIT_PATTERN, EXPENSE_LINES, REVENUE_TYPES, SCENARIOS, USE_OF_FUNDS_LINES, YEAR_KEYS } from '../financial-model-options';
import { keyedBy, objectOf, oneOf } from './part-fields';

/**
 * The financial model's parts (the fields of FinancialModel), each written once: the contract's
 * types (z.infer), the OpenAPI schemas and the page's parsing come from these. The model is
 * computed, never written elsewhere; the bounds of its assumptions are the request's (FINANCIAL_INPUT_BOUNDS).
 */

const amount = () => z.number({ error: 'is not a number' });
const nullableAmount = () => z.number({ error: 'is not a number or null' }).nullable();
const UNIT_MESSAGE = `is not a singular noun of 1-${CUSTOMER_UNIT_MAX} lower-case letters, spaces or hyphens`;
const customerUnit = () => z.string({ error: UNIT_MESSAGE }).max(CUSTOMER_UNIT_MAX, { error: UNIT_MESSAGE }).regex(CUSTOMER_UNIT_PATTERN, { error: UNIT_MESSAGE });

export const REVENUE_MODEL_INPUT_SCHEMA = objectOf({
  type: oneOf(REVENUE_TYPES),
  pricePoint: amount(),
  customers: keyedBy(CUSTOMER_MONTHS, amount()).describe('Paying customers (users for advertising and freemium) at months 1, 6, 12, 24 and 36; whole numbers'),
  growthRate: amount().describe('Customers won per month after month 36, in percent of the customers at the start of the month'),
  churnRate: amount().describe('Customers lost per month, in percent'),
  averageOrderValue: amount(),
  payingPct: amount().optional().describe("Freemium: percent of users who pay; absent means FREEMIUM_PAYING_PCT (5)"),
  unit: customerUnit().optional().describe("What customers are counted in, a singular noun ('store', 'cooling unit'); absent means 'customer' (models stored before issue 14)"),
});

/** Monthly operating expenses in year 1, in the idea's currency. */
export const EXPENSE_MODEL_INPUT_SCHEMA = keyedBy(EXPENSE_LINES, amount());

export const FINANCIAL_METRICS_INPUT_SCHEMA = objectOf({
  cac: amount().describe("Cost of winning one customer, in the idea's currency"),
  grossMargin: amount().describe('Gross margin in percent'),
  ltv: nullableAmount().describe("The founder's own lifetime value; null lets the model compute it from price, margin and churn"),
  paybackPeriod: nullableAmount().describe("The founder's own payback in months; null lets the model compute it"),
});

export const FUNDING_INPUT_SCHEMA = objectOf({
  totalFunding: amount().describe("The round raised, in the idea's currency: the cash the model starts month 1 with"),
  runway: amount().describe('The runway the founder plans the round for, in months'),
  useOfFunds: keyedBy(USE_OF_FUNDS_LINES, amount()),
});

/** The model's assumptions, complete (GET .../financial-model/defaults, the model's `inputs`). */
export const FINANCIAL_MODEL_INPUT_SCHEMA = objectOf({
  revenueModel: REVENUE_MODEL_INPUT_SCHEMA,
  expenseModel: EXPENSE_MODEL_INPUT_SCHEMA,
  metrics: FINANCIAL_METRICS_INPUT_SCHEMA,
  funding: FUNDING_INPUT_SCHEMA,
});

export const MODEL_MONTH_SCHEMA = objectOf({
  month: amount(),
  customers: amount(),
  revenue: amount(),
  costOfRevenue: amount(),
  operatingExpenses: amount().describe('The six lines, as spent that month'),
  totalExpenses: amount().describe('Cost of revenue plus operating expenses'),
  netIncome: amount().describe('Revenue minus total expenses'),
  cash: amount().describe('Cash at the end of the month'),
});

export const MODEL_YEAR_SCHEMA = objectOf({
  year: amount(),
  revenue: amount(),
  costOfRevenue: amount(),
  grossProfit: amount(),
  expenses: keyedBy(EXPENSE_LINES, amount()),
  totalExpenses: amount().describe('Cost of revenue plus the six lines'),
  netIncome: amount(),
  customersAtYearEnd: amount(),
  cashAtYearEnd: amount(),
  revenueGrowthPct: nullableAmount().describe('Revenue growth over the year before, in percent; null for year 1 or after a year without revenue'),
});

export const SCENARIO_RESULT_SCHEMA = objectOf({
  months: z.array(MODEL_MONTH_SCHEMA, { error: 'is not a list' }),
  years: z.array(MODEL_YEAR_SCHEMA, { error: 'is not a list' }),
  burnRate: amount().describe('Average monthly net burn over the first 12 months (0 when the company is profitable)'),
  runway: nullableAmount().describe('Months the cash lasts before it would go below zero; null when it lasts all 60'),
  breakEvenMonth: nullableAmount().describe('First month whose revenue covers its total expenses; null when none of the 60 does'),
  ltv: amount(),
  cac: amount(),
  ltvToCac: amount(),
  paybackMonths: amount().describe('Whole months of gross profit per customer that pay back the acquisition cost'),
  grossMargin: amount(),
  churnRate: amount(),
  roi: amount().describe('(5-year revenue - 5-year expenses) / 5-year expenses x 100'),
});

/**
 * The stored model: the spec's result fields (section 3, base scenario) plus inputs and scenarios.
 * Each top-level field is a part of the 'financial-model' document (FINANCIAL_MODEL_PARTS).
 */
export const FINANCIAL_MODEL_SCHEMA = objectOf({
  revenue: keyedBy(YEAR_KEYS, amount()),
  expenses: keyedBy(YEAR_KEYS, amount()),
  grossMargin: amount(),
  burnRate: amount(),
  runway: nullableAmount(),
  breakEvenMonth: nullableAmount(),
  ltv: amount(),
  cac: amount(),
  churnRate: amount(),
  industry: z.string({ error: 'is not a text' }),
  stage: z.string({ error: 'is not a text' }),
  inputs: FINANCIAL_MODEL_INPUT_SCHEMA,
  useOfFunds: keyedBy(USE_OF_FUNDS_LINES, amount()).describe("Use of funds in the idea's currency: totalFunding split by the percentages"),
  scenarios: keyedBy(SCENARIOS, SCENARIO_RESULT_SCHEMA),
});

/** The schema of each part, by part id. */
export const FINANCIAL_MODEL_PART_SCHEMAS = FINANCIAL_MODEL_SCHEMA.shape;
