import {
  EXPENSE_LINE_LABELS,
  EXPENSE_LINES,
  SCENARIO_LABELS,
  SCENARIOS,
  formatGrowth,
  formatLtvToCac,
  formatMillions,
  formatPayback,
  type ExpenseLine,
  type ScenarioResult,
  type FinancialModel,
} from '@founder/contracts';

export interface Figure {
  label: string;
  value: string;
  /** One line under the value. */
  hint: string;
}

/** '$1,250' for amounts below a million, where '$0.0M' would say nothing. */
export function formatDollars(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${Math.round(Math.abs(amount)).toLocaleString('en-US')}`;
}

/** The overview's key figures of a scenario, printed by the spec's display rules (section 9). */
export function keyFigures(result: ScenarioResult): Figure[] {
  const years = result.years;
  const totalRevenue = years.reduce((sum, year) => sum + year.revenue, 0);
  return [
    { label: 'Year 5 Revenue', value: formatMillions(years[4].revenue), hint: `Year 1: ${formatMillions(years[0].revenue)}` },
    { label: '5-Year Revenue', value: formatMillions(totalRevenue), hint: `ROI ${Math.round(result.roi)}% over five years` },
    {
      label: 'Break-even',
      value: result.breakEvenMonth === null ? 'Not within 60 months' : `Month ${result.breakEvenMonth}`,
      hint: 'First month revenue covers all costs',
    },
    {
      label: 'Runway',
      value: result.runway === null ? '60+ months' : `${result.runway} months`,
      hint: `Burn ${formatDollars(result.burnRate)}/month in year 1`,
    },
    { label: 'LTV:CAC', value: formatLtvToCac(result.ltvToCac), hint: `LTV ${formatDollars(result.ltv)} · CAC ${formatDollars(result.cac)}` },
    { label: 'Payback', value: formatPayback(result.paybackMonths), hint: `Gross margin ${result.grossMargin}% · churn ${result.churnRate}%/month` },
  ];
}

/** Year 1-5 rows of a scenario: revenue, expenses, net income in millions, and real year-on-year growth. */
export function yearRows(result: ScenarioResult) {
  return result.years.map((year) => ({
    year: `Year ${year.year}`,
    revenue: formatMillions(year.revenue),
    expenses: formatMillions(year.totalExpenses),
    netIncome: formatMillions(year.netIncome),
    growth: formatGrowth(year.revenueGrowthPct),
    customers: year.customersAtYearEnd.toLocaleString('en-US'),
  }));
}

/** The three scenarios side by side: one row per year, one column per scenario (revenue in millions). */
export function scenarioComparison(model: FinancialModel) {
  return model.scenarios.base.years.map((_, index) => ({
    year: `Year ${index + 1}`,
    ...(Object.fromEntries(SCENARIOS.map((name) => [name, formatMillions(model.scenarios[name].years[index].revenue)])) as Record<(typeof SCENARIOS)[number], string>),
  }));
}
export const SCENARIO_COLUMNS = SCENARIOS.map((name) => ({ name, label: SCENARIO_LABELS[name] }));

/** The year-by-year expense lines in millions, for the expenses tab. */
export function expenseRows(result: ScenarioResult): Array<{ line: string; values: string[] }> {
  return [
    { line: 'Cost of revenue', values: result.years.map((year) => formatMillions(year.costOfRevenue)) },
    ...EXPENSE_LINES.map((line: ExpenseLine) => ({ line: EXPENSE_LINE_LABELS[line], values: result.years.map((year) => formatMillions(year.expenses[line])) })),
    { line: 'Total expenses', values: result.years.map((year) => formatMillions(year.totalExpenses)) },
  ];
}

/** Chart points: one per month, amounts in dollars. */
export function monthlySeries(result: ScenarioResult) {
  return result.months.map((month) => ({
    month: month.month,
    revenue: month.revenue,
    expenses: month.totalExpenses,
    cash: month.cash,
    customers: month.customers,
  }));
}
