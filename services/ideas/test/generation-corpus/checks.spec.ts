import type { FinancialModel } from '@founder/contracts';
import { checkCorpusIdea, type CorpusAnswers } from './checks';
import { CORPUS } from './ideas';

const baridibox = CORPUS.find((idea) => idea.key === 'baridibox')!;
const yearly = (values: number[]) => Object.fromEntries(values.map((value, index) => [`year${index + 1}`, value]));
const REVENUE = [2_000_000, 5_000_000, 8_000_000, 12_000_000, 18_000_000];
const EXPENSES = [3_000_000, 4_000_000, 6_000_000, 8_000_000, 10_000_000];
const MODEL = {
  revenue: yearly(REVENUE),
  expenses: yearly(EXPENSES),
  runway: 30,
  breakEvenMonth: 20,
  scenarios: { base: { years: REVENUE.map((revenue, index) => ({ netIncome: revenue - EXPENSES[index] })), ltvToCac: 4.2 } },
} as unknown as FinancialModel;
const YEARS = REVENUE.map((revenue, index) => `Year ${index + 1}: revenue KES ${revenue.toLocaleString('en-US')} − expenses KES ${EXPENSES[index].toLocaleString('en-US')} = net income ${revenue - EXPENSES[index] < 0 ? '-' : ''}KES ${Math.abs(revenue - EXPENSES[index]).toLocaleString('en-US')}.`);

/** Answers that keep every fact of BaridiBox: each case below breaks one. */
function keptAnswers(): CorpusAnswers {
  const section = 'BaridiBox leases cooling units to dairy cooperatives.';
  const slide = { content: '• Cooling units for cooperatives', notes: 'Tell the story of one cooperative.' };
  return {
    idea: { currency: 'KES', country: 'KE', analysis: { strengths: ['A clearly stated problem: milk waits ten hours.'] }, figuresOutOfDate: [] },
    plan: {
      'executive-summary': `${section} It targets 150 units leased to 40 cooperatives by month 12, which gives about 30 months of runway.`,
      'business-model': 'Each unit is leased at KES 18,000 per cooling unit per month. Lifetime value to acquisition cost: KES 84,000 ÷ KES 20,000 = 4.2.',
      'financial-projections': `${YEARS.join('\n')}\nThe company breaks even in Year 2.`,
      'risk-analysis': 'Rules that apply: the Kenya Data Protection Act for farmer data.',
    },
    deck: {
      'business-model': { content: '• Price: KES 18,000 per cooling unit per month', notes: 'Explain the lease.' },
      traction: { content: '• 150 units leased to 40 cooperatives by month 12', notes: 'Pilots run since March.' },
      funding: { content: '• Runway: about 30 months', notes: 'State the ask.' },
      closing: slide,
    },
    defaults: { revenueModel: { pricePoint: 18000, customers: { month1: 13, month6: 75, month12: 150, month24: 225, month36: 405 } } },
    model: MODEL,
    research: { marketData: { regulations: ['The Kenya Data Protection Act'] } },
  } as unknown as CorpusAnswers;
}

const failing = (answers: CorpusAnswers) => checkCorpusIdea(baridibox, answers).filter(({ failures }) => failures.length > 0).map(({ check }) => check);

describe('checkCorpusIdea', () => {
  it('runs every check that applies and finds nothing when the facts are kept', () => {
    const outcomes = checkCorpusIdea(baridibox, keptAnswers());
    expect(outcomes.map(({ check }) => check)).not.toContain("children's privacy rules named");
    expect(outcomes.filter(({ failures }) => failures.length > 0)).toEqual([]);
  });

  it.each<[string, string[], (answers: CorpusAnswers) => void]>([
    ['a currency read wrong', ['currency and country'], (answers) => void (answers.idea.currency = 'USD')],
    ['the deck prices in US dollars', ['stated price in plan and deck', 'no figure in another currency'], (answers) => void (answers.deck['business-model'].content = '• Price: $450 per customer per month')],
    ['the count changed', ['stated counts unchanged'], (answers) => void (answers.deck.traction.content = '• 190 paying customers by month 12')],
    ['the defaults reprice the unit', ['model defaults keep the stated facts'], (answers) => void (answers.defaults.revenueModel.pricePoint = 450)],
    ['a placeholder sentence', ['no placeholder sentence'], (answers) => void (answers.plan['risk-analysis'] += ' The problem as the founder describes it in the idea.')],
    ['a US law for a Kenyan idea', ['no law outside the jurisdiction'], (answers) => void (answers.plan['risk-analysis'] += ' It follows FMCSA hours-of-service rules.')],
    ['a plan year off the model', ['plan figures equal the model'], (answers) => void (answers.plan['financial-projections'] = answers.plan['financial-projections'].replace('revenue KES 18,000,000', 'revenue KES 18,500,000'))],
    ['a runway the model does not have', ['runway, break-even and LTV:CAC agree'], (answers) => void (answers.deck.funding.content = '• Runway: at least 36 months')],
    ['a plan out of date', ['nothing out of date after the model'], (answers) => void (answers.idea.figuresOutOfDate = ['business-plan'])],
  ])('%s fails %j', (_case, checks, change) => {
    const answers = keptAnswers();
    change(answers);
    expect(failing(answers)).toEqual(checks);
  });
});
