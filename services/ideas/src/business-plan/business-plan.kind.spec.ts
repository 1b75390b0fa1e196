import { PLAN_SECTION_IDS } from '@founder/contracts';
import { compositionContext } from '../domain/composition-context';
import { SAMPLE_IDEA } from '../domain/idea-facts.fixtures';
import { BUSINESS_PLAN_DOCUMENT } from './business-plan.kind';

const context = compositionContext(SAMPLE_IDEA);
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('the schema every provider of a plan must meet', () => {
  it('accepts what the built-in composer writes', () => {
    for (const id of PLAN_SECTION_IDS) expect(BUSINESS_PLAN_DOCUMENT.problemWith(BUSINESS_PLAN_DOCUMENT.compose(context, id), id, context)).toBeNull();
  });

  it.each([
    [42, 'problem-statement is not a non-empty string'],
    ['  ', 'problem-statement is not a non-empty string'],
    [words(119), 'problem-statement has 119 words, outside 120-400'],
    [words(401), 'problem-statement has 401 words, outside 120-400'],
  ])('refuses the plan section %p', (value, problem) => {
    expect(BUSINESS_PLAN_DOCUMENT.problemWith(value, 'problem-statement', context)).toBe(problem);
  });

  it('takes a plan section of 120 and of 400 words', () => {
    expect(BUSINESS_PLAN_DOCUMENT.problemWith(words(120), 'problem-statement', context)).toBeNull();
    expect(BUSINESS_PLAN_DOCUMENT.problemWith(words(400), 'problem-statement', context)).toBeNull();
  });

  it('refuses financial sections that do not state the projection’s figures', () => {
    expect(BUSINESS_PLAN_DOCUMENT.problemWith(words(200), 'financial-projections', context)).toBe(`financial-projections does not state ${context.printed.revenue[0]}`);
    expect(BUSINESS_PLAN_DOCUMENT.problemWith(`${words(200)} ${context.printed.revenue[0]}`, 'financial-projections', context)).toBe(
      `financial-projections does not state ${context.printed.expenses[0]}`,
    );
    const { printed } = context;
    const everyFigure = [...printed.revenue, ...printed.expenses, ...printed.netIncome, printed.runway, printed.breakEven].join(' ');
    expect(BUSINESS_PLAN_DOCUMENT.problemWith(`${words(200)} ${everyFigure}`, 'financial-projections', context)).toBeNull();
    expect(BUSINESS_PLAN_DOCUMENT.problemWith(words(200), 'funding-request', context)).toBe(`funding-request does not state ${context.printed.fundingAsk}`);
  });
});
