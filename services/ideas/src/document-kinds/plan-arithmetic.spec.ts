import { IDEA_INDUSTRIES, PITCH_SLIDE_IDS, PLAN_SECTION_IDS } from '@founder/contracts';
import { composePlanSection } from '../business-plan/business-plan-composer';
import { compositionContext } from '../domain/composition-context';
import { computeFinancialModel } from '../domain/financial-model';
import { defaultFinancialInputs } from '../domain/financial-model-defaults';
import type { IdeaFacts } from '../domain/idea-facts';
import { GROCER_IDEA as BASE } from '../domain/idea-facts.fixtures';
import { composePitchSlide } from '../pitch-deck/pitch-deck-composer';

/**
 * Issue 14 item 7: every "a × b = c" (or "x = y") statement a generated plan or deck prints must be
 * reproducible from the numbers printed in it. The checker reads the chain of numbers and operators
 * (×, ÷, +, −) right before each '=' (words between them are labels) and the first number after it.
 */
// An amount may carry any currency's sign (CURRENCIES: '$', '€', 'KES ', 'CA$'...).
const NUMBER = String.raw`-?(?:[A-Z]{2,3}\s|[A-Z]{1,2}\$|[$€£¥₹₦₱₩₺]|R\$?|GH₵)?-?\d[\d,]*(?:\.\d+)?%?`;
const TOKEN = new RegExp(`(${NUMBER})|([×÷+−])`, 'g');

const valueOf = (token: string) => {
  const number = Number(token.replace(/^-?\D*/, (sign) => (sign.startsWith('-') ? '-' : '')).replace(/[,%]/g, ''));
  return token.endsWith('%') ? number / 100 : number;
};

function evaluate(chain: string[]): number {
  // × and ÷ first, then + and −, left to right.
  const sums: number[] = [valueOf(chain[0])];
  const signs: string[] = [];
  for (let index = 1; index < chain.length; index += 2) {
    const [operator, operand] = [chain[index], valueOf(chain[index + 1])];
    if (operator === '×') sums[sums.length - 1] *= operand;
    else if (operator === '÷') sums[sums.length - 1] /= operand;
    else {
      signs.push(operator);
      sums.push(operand);
    }
  }
  return sums.slice(1).reduce((total, value, index) => (signs[index] === '+' ? total + value : total - value), sums[0]);
}

interface Statement {
  text: string;
  computed: number;
  printed: number;
  ok: boolean;
}

function arithmeticStatements(text: string): Statement[] {
  const statements: Statement[] = [];
  let start = 0;
  for (let equals = text.indexOf('='); equals !== -1; equals = text.indexOf('=', equals + 1)) {
    const before = text.slice(start, equals);
    const clauseStart = Math.max(...[/.*(?:[.;:!?]\s|\n)/s.exec(before)?.[0].length ?? 0, 0]);
    const tokens = [...before.slice(clauseStart).matchAll(TOKEN)].map((match) => match[0]);
    // The chain 'number (operator number)*' that ends right before '='.
    const chain: string[] = [];
    for (let index = tokens.length - 1; index >= 0; index -= 1) {
      const expectNumber = chain.length % 2 === 0;
      const isNumber = !/^[×÷+−]$/.test(tokens[index]);
      if (expectNumber !== isNumber) break;
      chain.unshift(tokens[index]);
    }
    if (chain.length % 2 === 0) chain.shift();
    const after = new RegExp(NUMBER).exec(text.slice(equals + 1).split(/[;\n]|\.\s/)[0]);
    if (!chain.length || !after) throw new Error(`no statement around "=" in: ${text.slice(Math.max(0, equals - 80), equals + 40)}`);
    const computed = evaluate(chain);
    const printed = valueOf(after[0]);
    const decimals = after[0].replace(/%$/, '').split('.')[1]?.length ?? 0;
    const scale = after[0].endsWith('%') ? 100 : 1;
    const tolerance = decimals === 0 ? 1 : 10 ** -decimals;
    statements.push({ text: `${chain.join(' ')} = ${after[0]}`, computed, printed, ok: Math.abs(computed - printed) * scale <= tolerance });
    start = equals + 1;
  }
  return statements;
}


/** A plan and deck for each kind of stated price: none, the issue's, a yearly one in euros, a take rate, a weekly one with a customer target. */
const VARIANTS: ReadonlyArray<[string, Partial<IdeaFacts>]> = [
  ['reference price', { solutionApproach: null, revenueModel: null }],
  ['$149 per store per month', {}],
  ['€1,200 per seat a year', { revenueModel: '€1,200 per seat a year' }],
  ['2% of each order', { revenueModel: 'We take 2% of each order.' }],
  ['$3 a week per student, 400 by month 12', { revenueModel: '$3 a week per student; target: 400 paying students by month 12.' }],
  ['KES 18,000 per cooling unit a month, in KES', { revenueModel: 'Lease at KES 18,000 per cooling unit per month. Target: 150 units by month 12.', currency: 'KES', country: 'KE' }],
  ['£4.99/month freemium, in GBP', { revenueModel: 'Freemium, premium at £4.99/month or £39.99/year; 6,000 paying out of 60,000 free sign-ups.', currency: 'GBP', country: 'GB' }],
];

function everyText(idea: IdeaFacts): string[] {
  const context = compositionContext(idea);
  return [
    ...PLAN_SECTION_IDS.map((id) => composePlanSection(context, id)),
    ...PITCH_SLIDE_IDS.flatMap((id) => Object.values(composePitchSlide(context, id))),
  ];
}

describe('the arithmetic checker', () => {
  it('reads chains of numbers and operators and can fail', () => {
    expect(arithmeticStatements('Bottom-up: 380 paying stores × $149 a month × 12 = $679,440 a year.').map((s) => s.ok)).toEqual([true]);
    expect(arithmeticStatements('380 paying customers × $198 a month × 12 = $451,400 a year.').map((s) => s.ok)).toEqual([false]);
    expect(arithmeticStatements('Year 1: revenue $220,500 − expenses $386,010 = net income -$165,510.')[0]).toMatchObject({ computed: -165_510, ok: true });
    expect(arithmeticStatements('$6.99 × 45% gross margin ÷ 2% monthly churn = $157. Ratio: $157 ÷ $42 = 3.7.').map((s) => s.ok)).toEqual([true, true]);
    expect(arithmeticStatements('product 40% × $750,000 = $300,000; team 20% × $750,000 = $150,500').map((s) => s.ok)).toEqual([true, false]);
  });
});

describe('generated plans and decks', () => {
  it.each(IDEA_INDUSTRIES)('state only reproducible arithmetic for a %s idea, with and without a financial model', (industry) => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [label, change] of VARIANTS) {
      const idea = { ...BASE, ...change, industry };
      const model = computeFinancialModel(defaultFinancialInputs(idea), { industry, stage: idea.stage });
      for (const variant of [idea, { ...idea, financialModel: model }])
        for (const text of everyText(variant))
          for (const statement of arithmeticStatements(text)) {
            checked += 1;
            if (!statement.ok) wrong.push(`${label}${variant.financialModel ? ' (model)' : ''}: ${statement.text} (computed ${statement.computed})`);
          }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it("prints the model's break-even month, runway, LTV:CAC and payback, as the model's page does", () => {
    for (const industry of IDEA_INDUSTRIES)
      for (const [, change] of VARIANTS) {
        const idea = { ...BASE, ...change, industry };
        const financialModel = computeFinancialModel(defaultFinancialInputs(idea), { industry, stage: idea.stage });
        for (const variant of [idea, { ...idea, financialModel }]) {
          const { printed } = compositionContext(variant);
          const base = financialModel.scenarios.base;
          expect(printed.breakEven).toBe(base.breakEvenMonth === null ? 'Not within 60 months' : `Month ${base.breakEvenMonth}`);
          expect(printed.runway).toBe(base.runway === null ? '60+ months' : `${base.runway} months`);
          expect(printed.ltvToCac).toBe(`${base.ltvToCac.toFixed(1)}:1`);
          expect(printed.payback).toBe(`${base.paybackMonths} ${base.paybackMonths === 1 ? 'month' : 'months'}`);
        }
      }
  });

  it('explains how Year 1 revenue differs from the month-12 run rate wherever the run rate is printed', () => {
    for (const industry of IDEA_INDUSTRIES) {
      const context = compositionContext({ ...BASE, industry });
      const market = composePlanSection(context, 'market-analysis');
      expect(market).toContain(context.printed.workings.runRate);
      expect(market).toContain(`below this run rate because stores are added month by month through the year`);
      expect(market).toContain(`Year 1 revenue in the financial model is ${context.printed.revenue[0]}`);
    }
  });
});
