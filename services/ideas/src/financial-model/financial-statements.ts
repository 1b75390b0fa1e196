import {
  EXPENSE_LINE_LABELS,
  EXPENSE_LINES,
  priceLabelIn,
  SCENARIO_LABELS,
  SCENARIO_MULTIPLIERS,
  SCENARIOS,
  USE_OF_FUNDS_LINES,
  type CurrencyCode,
  type FinancialModel,
  type ModelYear,
  type ScenarioResult,
} from '@founder/contracts';

/** A statement as a table: its name (a sheet of the workbook), a header row and rows of cells. */
export interface Statement {
  name: string;
  header: string[];
  rows: Array<Array<string | number | null>>;
}

const YEARS = ['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5'];
const perYear = (label: string, years: ModelYear[], pick: (year: ModelYear) => number | null) => [label, ...years.map(pick)];

/** The yearly income statement of one scenario. */
export function incomeStatementRows(scenario: ScenarioResult): Statement['rows'] {
  const { years } = scenario;
  return [
    perYear('Revenue', years, (year) => year.revenue),
    perYear('Revenue growth (%)', years, (year) => (year.revenueGrowthPct === null ? null : Math.round(year.revenueGrowthPct * 10) / 10)),
    perYear('Cost of revenue', years, (year) => year.costOfRevenue),
    perYear('Gross profit', years, (year) => year.grossProfit),
    ...EXPENSE_LINES.map((line) => perYear(EXPENSE_LINE_LABELS[line], years, (year) => year.expenses[line])),
    perYear('Total expenses', years, (year) => year.totalExpenses),
    perYear('Net income', years, (year) => year.netIncome),
    perYear('Customers at year end', years, (year) => year.customersAtYearEnd),
  ];
}

/**
 * Every statement of a model, in the order the workbook shows them: one sheet each, its amounts in
 * the idea's currency, which the labels name by its ISO code ('Line (KES)'). The CSV export is the
 * income statement of the three scenarios in one table.
 */
export function financialStatements(model: FinancialModel, currency: CurrencyCode): Statement[] {
  const base = model.scenarios.base;
  const { revenueModel, expenseModel, metrics, funding } = model.inputs;
  return [
    { name: 'Income Statement', header: [`Line (${currency})`, ...YEARS], rows: incomeStatementRows(base) },
    {
      name: 'Cash Flow',
      header: ['Month', 'Revenue', 'Total expenses', 'Net cash flow', 'Cash at month end'],
      rows: base.months.map((month) => [month.month, month.revenue, month.totalExpenses, month.netIncome, month.cash]),
    },
    {
      name: 'Monthly Projection',
      header: ['Month', 'Customers', 'Revenue', 'Cost of revenue', 'Operating expenses', 'Net income'],
      rows: base.months.map((month) => [month.month, month.customers, month.revenue, month.costOfRevenue, month.operatingExpenses, month.netIncome]),
    },
    {
      name: 'Unit Economics',
      header: ['Metric', ...SCENARIOS.map((name) => SCENARIO_LABELS[name])],
      rows: (
        [
          [`LTV (${currency})`, (result) => result.ltv],
          [`CAC (${currency})`, (result) => result.cac],
          ['LTV:CAC', (result) => result.ltvToCac],
          ['Payback (months)', (result) => result.paybackMonths],
          ['Gross margin (%)', (result) => result.grossMargin],
          ['Monthly churn (%)', (result) => result.churnRate],
          [`Monthly burn, year 1 (${currency})`, (result) => result.burnRate],
          ['Runway (months; empty: beyond 60)', (result) => result.runway],
          ['Break-even month (empty: none within 60)', (result) => result.breakEvenMonth],
          ['5-year ROI (%)', (result) => result.roi],
        ] as Array<[string, (result: ScenarioResult) => number | null]>
      ).map(([label, pick]) => [label, ...SCENARIOS.map((name) => pick(model.scenarios[name]))]),
    },
    {
      name: 'Scenarios',
      header: ['Scenario', 'Growth x', 'Churn x', 'Price x', ...YEARS.map((year) => `${year} revenue`)],
      rows: SCENARIOS.map((name) => {
        const { growth, churn, price } = SCENARIO_MULTIPLIERS[name];
        return [SCENARIO_LABELS[name], growth, churn, price, ...model.scenarios[name].years.map((year) => year.revenue)];
      }),
    },
    {
      name: 'Use of Funds',
      header: ['Use', 'Percent', currency],
      rows: USE_OF_FUNDS_LINES.map((line) => [line.charAt(0).toUpperCase() + line.slice(1), funding.useOfFunds[line], model.useOfFunds[line]]),
    },
    {
      name: 'Assumptions',
      header: ['Assumption', 'Value'],
      rows: [
        ['Industry', model.industry],
        ['Stage', model.stage],
        ['Revenue type', revenueModel.type],
        [priceLabelIn(revenueModel.type, currency), revenueModel.pricePoint],
        [`Average order value (${currency})`, revenueModel.averageOrderValue],
        ['Customers at month 1', revenueModel.customers.month1],
        ['Customers at month 6', revenueModel.customers.month6],
        ['Customers at month 12', revenueModel.customers.month12],
        ['Customers at month 24', revenueModel.customers.month24],
        ['Customers at month 36', revenueModel.customers.month36],
        ['Monthly growth after month 36 (%)', revenueModel.growthRate],
        ['Monthly churn (%)', revenueModel.churnRate],
        ...EXPENSE_LINES.map((line) => [`${EXPENSE_LINE_LABELS[line]}, monthly in year 1 (${currency})`, expenseModel[line]]),
        [`CAC (${currency})`, metrics.cac],
        ['Gross margin (%)', metrics.grossMargin],
        [`Total funding (${currency})`, funding.totalFunding],
        ['Planned runway (months)', funding.runway],
      ],
    },
  ];
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The income statement of the three scenarios as one CSV table (RFC 4180, CRLF line ends), amounts in the idea's currency. */
export function financialModelCsv(model: FinancialModel, currency: CurrencyCode): Buffer {
  const lines = [['Scenario', `Line (${currency})`, ...YEARS]];
  for (const name of SCENARIOS) {
    for (const row of incomeStatementRows(model.scenarios[name])) lines.push([SCENARIO_LABELS[name], ...row.map((cell) => (cell === null ? '' : String(cell)))]);
  }
  return Buffer.from(`${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}
