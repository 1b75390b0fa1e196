import {
  CURRENCIES,
  EXPENSE_LINE_LABELS,
  EXPENSE_LINES,
  SCENARIO_LABELS,
  SCENARIOS,
  formatGrowth,
  formatLtvToCac,
  formatMillions,
  formatMoneyShort,
  formatPayback,
  formatQuantity,
  type CurrencyCode,
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

// Made on first use (a chart's axis), not when the tool's code is evaluated: a page's first Intl
// formatter is ~80 ms of ICU set-up on a phone.
let compactFormat: Intl.NumberFormat | null = null;
const compact = () => (compactFormat ??= new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }));

/** A chart's axis label or tooltip: short, in the idea's currency ('$250K', 'KES 1.2M', '-€40K'). */
export function compactMoney(amount: number, currency: CurrencyCode): string {
  return `${amount < 0 ? '-' : ''}${CURRENCIES[currency].sign}${compact().format(Math.abs(amount))}`;
}

/** A count on a chart's axis: '1.2K'. */
export function compactCount(value: number): string {
  return compact().format(value);
}

/** The overview's key figures of a scenario, printed by the spec's display rules (section 9) in the idea's currency. */
export function keyFigures(result: ScenarioResult, currency: CurrencyCode): Figure[] {
  const years = result.years;
  const totalRevenue = years.reduce((sum, year) => sum + year.revenue, 0);
  const millions = (amount: number) => formatMillions(amount, currency);
  const money = (amount: number) => formatMoneyShort(amount, currency);
  return [
    { label: 'Year 5 Revenue', value: millions(years[4].revenue), hint: `Year 1: ${millions(years[0].revenue)}` },
    { label: '5-Year Revenue', value: millions(totalRevenue), hint: `ROI ${Math.round(result.roi)}% over five years` },
    {
      label: 'Break-even',
      value: result.breakEvenMonth === null ? 'Not within 60 months' : `Month ${result.breakEvenMonth}`,
      hint: 'First month revenue covers all costs',
    },
    {
      label: 'Runway',
      value: result.runway === null ? '60+ months' : `${result.runway} months`,
      hint: `Burn ${money(result.burnRate)}/month in year 1`,
    },
    { label: 'LTV:CAC', value: formatLtvToCac(result.ltvToCac), hint: `LTV ${money(result.ltv)} · CAC ${money(result.cac)}` },
    { label: 'Payback', value: formatPayback(result.paybackMonths), hint: `Gross margin ${result.grossMargin}% · churn ${result.churnRate}%/month` },
  ];
}

/** Year 1-5 rows of a scenario: revenue, expenses, net income in millions, and real year-on-year growth. */
export function yearRows(result: ScenarioResult, currency: CurrencyCode) {
  return result.years.map((year) => ({
    year: `Year ${year.year}`,
    revenue: formatMillions(year.revenue, currency),
    expenses: formatMillions(year.totalExpenses, currency),
    netIncome: formatMillions(year.netIncome, currency),
    growth: formatGrowth(year.revenueGrowthPct),
    customers: formatQuantity(year.customersAtYearEnd),
  }));
}

/** The three scenarios side by side: one row per year, one column per scenario (revenue in millions). */
export function scenarioComparison(model: FinancialModel, currency: CurrencyCode) {
  return model.scenarios.base.years.map((_, index) => ({
    year: `Year ${index + 1}`,
    ...(Object.fromEntries(SCENARIOS.map((name) => [name, formatMillions(model.scenarios[name].years[index].revenue, currency)])) as Record<(typeof SCENARIOS)[number], string>),
  }));
}
export const SCENARIO_COLUMNS = SCENARIOS.map((name) => ({ name, label: SCENARIO_LABELS[name] }));

/** The year-by-year expense lines in millions, for the expenses tab. */
export function expenseRows(result: ScenarioResult, currency: CurrencyCode): Array<{ line: string; values: string[] }> {
  const millions = (amount: number) => formatMillions(amount, currency);
  return [
    { line: 'Cost of revenue', values: result.years.map((year) => millions(year.costOfRevenue)) },
    ...EXPENSE_LINES.map((line: ExpenseLine) => ({ line: EXPENSE_LINE_LABELS[line], values: result.years.map((year) => millions(year.expenses[line])) })),
    { line: 'Total expenses', values: result.years.map((year) => millions(year.totalExpenses)) },
  ];
}

/** Chart points: one per month, amounts in the idea's currency. */
export function monthlySeries(result: ScenarioResult) {
  return result.months.map((month) => ({
    month: month.month,
    revenue: month.revenue,
    expenses: month.totalExpenses,
    cash: month.cash,
    customers: month.customers,
  }));
}
