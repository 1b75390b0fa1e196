import {
  CUSTOMER_MONTHS,
  EXPENSE_LINES,
  FREEMIUM_PAYING_PCT,
  SCENARIO_MULTIPLIERS,
  SCENARIOS,
  USE_OF_FUNDS_LINES,
  returnOnInvestment,
  type ExpenseLine,
  type FinancialModel,
  type FinancialModelInput,
  type FinancialModelRequest,
  type ModelMonth,
  type ModelYear,
  type RevenueModelInput,
  type ScenarioName,
  type ScenarioResult,
  type YearKey,
} from '@founder/contracts';
import { completeFinancialInputs } from './financial-model-defaults';
import type { IdeaFacts } from './idea-facts';
import { cents } from './money';

export const MODEL_MONTHS = 60;
/** Operating costs of years 2 to 5 as multiples of year 1: the team and marketing grow, more slowly than revenue. */
export const OPERATING_COST_MULTIPLIERS = [1, 1.3, 1.6, 1.9, 2.2] as const;
/** The months the founder gives customer counts for, in CUSTOMER_MONTHS order. */
const ANCHOR_MONTHS = [1, 6, 12, 24, 36] as const;
/** LTV is capped at this many months of gross profit, so a churn of 0 does not make it infinite. */
export const LTV_MAX_MONTHS = 120;

/**
 * Customers of each of the 60 months: straight lines through the founder's counts at months
 * 1, 6, 12, 24 and 36 (those are net counts, churn included), then from month 37 compounding by
 * growthRate less churnRate a month. Whole customers; never below zero.
 */
export function customerCurve(revenue: Pick<RevenueModelInput, 'customers' | 'growthRate' | 'churnRate'>): number[] {
  const anchors = CUSTOMER_MONTHS.map((key) => revenue.customers[key]);
  const curve: number[] = [];
  for (let month = 1; month <= MODEL_MONTHS; month += 1) {
    if (month <= 36) {
      const next = ANCHOR_MONTHS.findIndex((anchor) => anchor >= month);
      if (ANCHOR_MONTHS[next] === month) {
        curve.push(anchors[next]);
      } else {
        const [from, to] = [ANCHOR_MONTHS[next - 1], ANCHOR_MONTHS[next]];
        curve.push(anchors[next - 1] + ((anchors[next] - anchors[next - 1]) * (month - from)) / (to - from));
      }
    } else {
      curve.push(curve[month - 2] * (1 + (revenue.growthRate - revenue.churnRate) / 100));
    }
  }
  return curve.map((customers) => Math.max(0, Math.round(customers)));
}

/** Revenue one customer (or user) brings a month, by revenue type (REVENUE_TYPE_RULES). */
export function monthlyRevenuePerCustomer(revenue: Pick<RevenueModelInput, 'type' | 'pricePoint' | 'averageOrderValue' | 'payingPct'>): number {
  switch (revenue.type) {
    case 'subscription':
    case 'advertising':
      return revenue.pricePoint;
    case 'freemium':
      return (revenue.pricePoint * (revenue.payingPct ?? FREEMIUM_PAYING_PCT)) / 100;
    case 'transaction':
    case 'marketplace':
      return (revenue.averageOrderValue * revenue.pricePoint) / 100;
    case 'licensing':
      return revenue.pricePoint / 12;
  }
}

/**
 * Lifetime value: the gross profit a customer brings a month over their expected lifetime
 * (1 / churn months), at most LTV_MAX_MONTHS months.
 */
export function lifetimeValue(monthlyGrossProfit: number, churnRatePct: number): number {
  const months = churnRatePct <= 0 ? LTV_MAX_MONTHS : Math.min(LTV_MAX_MONTHS, 100 / churnRatePct);
  return monthlyGrossProfit * months;
}

/** Whole months of a customer's gross profit that repay their acquisition cost (0 when it costs nothing, 999 when it never pays back). */
export function paybackMonths(cac: number, monthlyGrossProfit: number): number {
  if (cac <= 0) return 0;
  if (monthlyGrossProfit <= 0) return 999;
  return Math.min(999, Math.ceil(cac / monthlyGrossProfit));
}

/** Year-on-year growth in percent, or null without a year before or when that year had no revenue. */
export function yearOnYearGrowth(previous: number | undefined, current: number): number | null {
  if (previous === undefined || previous <= 0) return null;
  return ((current - previous) / previous) * 100;
}

/** The six lines as spent in a month of the given year: year-1 amounts grown by OPERATING_COST_MULTIPLIERS. */
function expensesInYear(input: FinancialModelInput, yearIndex: number): Record<ExpenseLine, number> {
  const growth = OPERATING_COST_MULTIPLIERS[yearIndex];
  return Object.fromEntries(EXPENSE_LINES.map((line) => [line, input.expenseModel[line] * growth])) as Record<ExpenseLine, number>;
}

/** Applies a scenario's multipliers to the drivers it moves: customer growth, churn and price. */
export function scenarioInput(input: FinancialModelInput, scenario: ScenarioName): FinancialModelInput {
  const { growth, churn, price } = SCENARIO_MULTIPLIERS[scenario];
  const revenue = input.revenueModel;
  return {
    ...input,
    revenueModel: {
      ...revenue,
      customers: Object.fromEntries(CUSTOMER_MONTHS.map((key) => [key, Math.round(revenue.customers[key] * growth)])) as RevenueModelInput['customers'],
      growthRate: Math.min(100, revenue.growthRate * growth),
      churnRate: Math.min(100, revenue.churnRate * churn),
      pricePoint: revenue.pricePoint * price,
    },
  };
}

/** Month-by-month and year-by-year statements and the unit economics of one set of drivers. */
export function computeScenario(input: FinancialModelInput): ScenarioResult {
  const margin = input.metrics.grossMargin / 100;
  const perCustomer = monthlyRevenuePerCustomer(input.revenueModel);
  const customers = customerCurve(input.revenueModel);

  let cash = input.funding.totalFunding;
  let runway: number | null = null;
  let breakEvenMonth: number | null = null;
  const months: ModelMonth[] = customers.map((count, index) => {
    const month = index + 1;
    const revenue = count * perCustomer;
    const costOfRevenue = revenue * (1 - margin);
    const lines = expensesInYear(input, Math.floor(index / 12));
    const operatingExpenses = EXPENSE_LINES.reduce((sum, line) => sum + lines[line], 0);
    const totalExpenses = costOfRevenue + operatingExpenses;
    const netIncome = revenue - totalExpenses;
    cash += netIncome;
    if (runway === null && cash < 0) runway = index;
    if (breakEvenMonth === null && revenue > 0 && revenue >= totalExpenses) breakEvenMonth = month;
    return {
      month,
      customers: count,
      revenue: cents(revenue),
      costOfRevenue: cents(costOfRevenue),
      operatingExpenses: cents(operatingExpenses),
      totalExpenses: cents(totalExpenses),
      netIncome: cents(netIncome),
      cash: cents(cash),
    };
  });

  const years: ModelYear[] = [];
  for (let yearIndex = 0; yearIndex < 5; yearIndex += 1) {
    const inYear = months.slice(yearIndex * 12, yearIndex * 12 + 12);
    const sum = (pick: (month: ModelMonth) => number) => cents(inYear.reduce((total, month) => total + pick(month), 0));
    const monthly = expensesInYear(input, yearIndex);
    const expenses = Object.fromEntries(EXPENSE_LINES.map((line) => [line, cents(monthly[line] * 12)])) as Record<ExpenseLine, number>;
    const revenue = sum((month) => month.revenue);
    const costOfRevenue = sum((month) => month.costOfRevenue);
    const totalExpenses = cents(costOfRevenue + EXPENSE_LINES.reduce((total, line) => total + expenses[line], 0));
    years.push({
      year: yearIndex + 1,
      revenue,
      costOfRevenue,
      grossProfit: cents(revenue - costOfRevenue),
      expenses,
      totalExpenses,
      netIncome: cents(revenue - totalExpenses),
      customersAtYearEnd: inYear[11].customers,
      cashAtYearEnd: inYear[11].cash,
      revenueGrowthPct: yearOnYearGrowth(years[yearIndex - 1]?.revenue, revenue),
    });
  }

  const monthlyGrossProfit = perCustomer * margin;
  const ltv = cents(input.metrics.ltv ?? lifetimeValue(monthlyGrossProfit, input.revenueModel.churnRate));
  const cac = input.metrics.cac;
  const yearOneNet = years[0].netIncome;
  const totalRevenue = years.reduce((total, year) => total + year.revenue, 0);
  const totalExpenses = years.reduce((total, year) => total + year.totalExpenses, 0);
  return {
    months,
    years,
    burnRate: cents(Math.max(0, -yearOneNet / 12)),
    runway,
    breakEvenMonth,
    ltv,
    cac,
    ltvToCac: cac > 0 ? Math.round((ltv / cac) * 10) / 10 : 0,
    paybackMonths: input.metrics.paybackPeriod ?? paybackMonths(cac, monthlyGrossProfit),
    grossMargin: input.metrics.grossMargin,
    churnRate: cents(input.revenueModel.churnRate),
    roi: Math.round(returnOnInvestment(totalRevenue, totalExpenses) * 10) / 10,
  };
}

const YEAR_KEYS: readonly YearKey[] = ['year1', 'year2', 'year3', 'year4', 'year5'];

/**
 * The whole model of complete inputs: the three scenarios, and the spec's result fields
 * (section 3) read off the base one. Pure: the same inputs always give the same model.
 */
export function computeFinancialModel(
  input: FinancialModelInput,
  about: { industry: string; stage: string },
): FinancialModel {
  const scenarios = Object.fromEntries(SCENARIOS.map((name) => [name, computeScenario(scenarioInput(input, name))])) as FinancialModel['scenarios'];
  const base = scenarios.base;
  const byYear = (pick: (year: ModelYear) => number) =>
    Object.fromEntries(YEAR_KEYS.map((key, index) => [key, pick(base.years[index])])) as Record<YearKey, number>;
  return {
    revenue: byYear((year) => year.revenue),
    expenses: byYear((year) => year.totalExpenses),
    grossMargin: base.grossMargin,
    burnRate: base.burnRate,
    runway: base.runway,
    breakEvenMonth: base.breakEvenMonth,
    ltv: base.ltv,
    cac: base.cac,
    churnRate: base.churnRate,
    industry: about.industry,
    stage: about.stage,
    inputs: input,
    useOfFunds: Object.fromEntries(
      USE_OF_FUNDS_LINES.map((line) => [line, cents((input.funding.totalFunding * input.funding.useOfFunds[line]) / 100)]),
    ) as FinancialModel['useOfFunds'],
    scenarios,
  };
}

/**
 * The model of an idea from what the founder sent: the request's assumptions, completed from the
 * stored model's (a regeneration keeps them) or else the idea's defaults, and its industry and stage.
 */
export function financialModelOf(idea: IdeaFacts, request: Partial<FinancialModelRequest>): FinancialModel {
  return computeFinancialModel(completeFinancialInputs(idea, request), { industry: request.industry ?? idea.industry, stage: request.stage ?? idea.stage });
}
