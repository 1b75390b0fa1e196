import { type FinancialModel, type ScenarioResult } from '@founder/contracts';
import { compactCount, compactMoney, expenseRows, keyFigures, monthlySeries, scenarioComparison, yearRows } from './model-figures';

const year = (index: number, revenue: number) => ({
  year: index + 1,
  revenue,
  costOfRevenue: revenue * 0.2,
  grossProfit: revenue * 0.8,
  expenses: { salaries: 300_000, marketing: 100_000, infrastructure: 0, operations: 0, legal: 0, other: 0 },
  totalExpenses: revenue * 0.2 + 400_000,
  netIncome: revenue * 0.8 - 400_000,
  customersAtYearEnd: 1000 * (index + 1),
  cashAtYearEnd: 0,
  revenueGrowthPct: index === 0 ? null : 150,
});
const RESULT: ScenarioResult = {
  months: [{ month: 1, customers: 10, revenue: 100, costOfRevenue: 20, operatingExpenses: 1000, totalExpenses: 1020, netIncome: -920, cash: 9080 }],
  years: [220_500, 551_300, 926_100, 1_499_400, 2_315_300].map((revenue, index) => year(index, revenue)),
  burnRate: 13_791.5,
  runway: null,
  breakEvenMonth: 31,
  ltv: 1274,
  cac: 300,
  ltvToCac: 4.2,
  paybackMonths: 8,
  grossMargin: 78,
  churnRate: 3,
  roi: 12.34,
};

describe('the model figures', () => {
  it('prints the key figures by the display rules', () => {
    expect(keyFigures(RESULT, 'USD')).toEqual([
      { label: 'Year 5 Revenue', value: '$2.3M', hint: 'Year 1: $0.2M' },
      { label: '5-Year Revenue', value: '$5.5M', hint: 'ROI 12% over five years' },
      { label: 'Break-even', value: 'Month 31', hint: 'First month revenue covers all costs' },
      { label: 'Runway', value: '60+ months', hint: 'Burn $13,792/month in year 1' },
      { label: 'LTV:CAC', value: '4.2:1', hint: 'LTV $1,274 · CAC $300' },
      { label: 'Payback', value: '8 months', hint: 'Gross margin 78% · churn 3%/month' },
    ]);
    expect(keyFigures({ ...RESULT, breakEvenMonth: null, runway: 14 }, 'USD').slice(2, 4).map((figure) => figure.value)).toEqual(['Not within 60 months', '14 months']);
  });

  it("prints every amount in the idea's currency, never '$' for another one", () => {
    expect(keyFigures(RESULT, 'KES').map((figure) => [figure.value, figure.hint])).toEqual([
      ['KES 2.3M', 'Year 1: KES 0.2M'],
      ['KES 5.5M', 'ROI 12% over five years'],
      ['Month 31', 'First month revenue covers all costs'],
      ['60+ months', 'Burn KES 13,792/month in year 1'],
      ['4.2:1', 'LTV KES 1,274 · CAC KES 300'],
      ['8 months', 'Gross margin 78% · churn 3%/month'],
    ]);
    expect(yearRows(RESULT, 'EUR')[0]).toEqual({ year: 'Year 1', revenue: '€0.2M', expenses: '€0.4M', netIncome: '-€0.2M', growth: '—', customers: '1,000' });
    expect(expenseRows(RESULT, 'GBP').at(-1)).toEqual({ line: 'Total expenses', values: ['£0.4M', '£0.5M', '£0.6M', '£0.7M', '£0.9M'] });
  });

  it('lists years with real growth, expense lines and chart points', () => {
    expect(yearRows(RESULT, 'USD')[0]).toEqual({ year: 'Year 1', revenue: '$0.2M', expenses: '$0.4M', netIncome: '-$0.2M', growth: '—', customers: '1,000' });
    expect(yearRows(RESULT, 'USD')[1].growth).toBe('+150%');
    expect(expenseRows(RESULT, 'USD').map((row) => row.line)).toEqual(['Cost of revenue', 'Salaries', 'Marketing', 'Infrastructure', 'Operations', 'Legal', 'Other', 'Total expenses']);
    expect(monthlySeries(RESULT)).toEqual([{ month: 1, revenue: 100, expenses: 1020, cash: 9080, customers: 10 }]);
  });

  it.each([
    [250_000, 'USD', '$250K'],
    [1_234_567, 'KES', 'KES 1.2M'],
    [-40_000, 'EUR', '-€40K'],
    [0, 'JPY', '¥0'],
  ] as const)('labels a chart axis %s %s as %s', (amount, currency, label) => {
    expect(compactMoney(amount, currency)).toBe(label);
  });

  it('labels a count axis without a currency', () => {
    expect(compactCount(1250)).toBe('1.3K');
  });

  it('sets the scenarios side by side', () => {
    const model = {
      scenarios: { base: RESULT, best: { ...RESULT, years: RESULT.years.map((year) => ({ ...year, revenue: year.revenue * 2 })) }, worst: RESULT },
    } as unknown as FinancialModel;
    expect(scenarioComparison(model, 'USD')[4]).toEqual({ year: 'Year 5', base: '$2.3M', best: '$4.6M', worst: '$2.3M' });
  });
});
