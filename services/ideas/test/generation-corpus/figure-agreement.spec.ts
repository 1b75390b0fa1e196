import type { FinancialModel } from '@founder/contracts';
import { breakEvenDisagreement, breakEvenMentions, figuresNotPrinted, ltvToCacMentions, modelYearFigures, runwayDisagreement, runwayMentions } from './figure-agreement';

const values = <Value>(found: Array<{ value: Value }>) => found.map((mention) => mention.value);

describe('figures the plan and deck state, read back', () => {
  it.each([
    ['raising $500,000, which gives about 14 months of runway.', [{ months: 14, atLeast: false }]],
    ['which gives at least 36 months of runway.', [{ months: 36, atLeast: true }]],
    ['• Runway: about 14 months', [{ months: 14, atLeast: false }]],
    ['Runway: the financial model’s month-by-month cash gives about 22 months of runway.', [{ months: 22, atLeast: false }]],
    ['$500,000 ÷ $25,000 = 20 months of runway, more than the 36 months this plan looks ahead', [{ months: 20, atLeast: false }]],
    ['Runway is not stated here.', []],
  ])('runway in %s', (text, expected) => {
    expect(values(runwayMentions(text))).toEqual(expected);
  });

  it.each([
    ['the company breaks even in Year 3 (the first year)', [{ year: 3 }]],
    ['• Break-even: in Year 2', [{ year: 2 }]],
    ['breaking even after Year 5.', ['after Year 5']],
    ['It breaks even in month 18.', [{ month: 18 }]],
  ])('break-even in %s', (text, expected) => {
    expect(values(breakEvenMentions(text))).toEqual(expected);
  });

  it.each([
    ['Lifetime value to acquisition cost: $1,560 ÷ $130 = 12.', [12]],
    ['lifetime value $1,560 (ratio $1,560 ÷ $130 = 12.4)', [12.4]],
    ['an LTV:CAC of 4.2:1', [4.2]],
    ['a ratio of customer lifetime value to acquisition cost of 3 or better', []],
    ['A ratio of 3 or more is the usual sign of a healthy model', []],
  ])('LTV:CAC in %s', (text, expected) => {
    expect(values(ltvToCacMentions(text))).toEqual(expected);
  });

  const model = (runway: number | null, breakEvenMonth: number | null) => ({ runway, breakEvenMonth }) as FinancialModel;
  it.each([
    [{ months: 14, atLeast: false }, model(14, null), null],
    [{ months: 36, atLeast: true }, model(40, null), "the model's runway is 40 months"],
    [{ months: 60, atLeast: true }, model(null, null), null],
    [{ months: 36, atLeast: true }, model(null, null), "the model's cash lasts all 60 months"],
  ])('runway %j against %j: %s', (stated, against, expected) => {
    expect(runwayDisagreement(stated, against)).toBe(expected);
  });

  it.each([
    [{ year: 2 }, model(null, 18), null],
    [{ year: 3 }, model(null, 18), 'the model breaks even in month 18 (Year 2)'],
    [{ month: 18 }, model(null, 18), null],
    ['after Year 5' as const, model(null, null), null],
    ['after Year 5' as const, model(null, 44), 'the model breaks even in month 44 (Year 4)'],
    [{ year: 5 }, model(null, null), 'the model does not break even within 60 months'],
  ])('break-even %j against %j: %s', (stated, against, expected) => {
    expect(breakEvenDisagreement(stated, against)).toBe(expected);
  });

  it('finds the model’s yearly figures in a text, to the cent or the whole unit', () => {
    const years = [100.4, 200, 300, 400, 500].map((revenue) => ({ netIncome: revenue - 50 }));
    const yearly = (values: number[]) => Object.fromEntries(values.map((value, index) => [`year${index + 1}`, value]));
    const figures = modelYearFigures(
      { revenue: yearly([100.4, 200, 300, 400, 500]), expenses: yearly([50, 50, 50, 50, 50]), scenarios: { base: { years } } } as unknown as FinancialModel,
      'KES',
    );
    expect(figures.slice(0, 3)).toEqual([
      { label: 'Year 1 revenue', forms: ['KES 100.40', 'KES 100'] },
      { label: 'Year 1 expenses', forms: ['KES 50'] },
      { label: 'Year 1 net income', forms: ['KES 50.40', 'KES 50'] },
    ]);
    const text = 'Year 1: revenue KES 100 − expenses KES 50 = net income KES 50. Year 2: revenue KES 200.';
    expect(figuresNotPrinted(text, figures).map((figure) => figure.label)).toEqual([
      'Year 2 net income', 'Year 3 revenue', 'Year 3 net income', 'Year 4 revenue', 'Year 4 net income', 'Year 5 revenue', 'Year 5 net income',
    ]);
  });
});
