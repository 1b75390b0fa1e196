import { PITCH_SLIDE_IDS, PLAN_SECTION_IDS } from '@founder/contracts';
import { compositionContext } from './composition-context';
import { BUSINESS_PLAN_DOCUMENT, PITCH_DECK_DOCUMENT } from './generated-documents';
import { SAMPLE_IDEA } from './idea-facts.fixtures';

const context = compositionContext(SAMPLE_IDEA);
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('the schema every provider must meet', () => {
  it('accepts what the built-in composer writes', () => {
    for (const id of PLAN_SECTION_IDS) expect(BUSINESS_PLAN_DOCUMENT.problemWith(BUSINESS_PLAN_DOCUMENT.compose(context, id), id, context)).toBeNull();
    for (const id of PITCH_SLIDE_IDS) expect(PITCH_DECK_DOCUMENT.problemWith(PITCH_DECK_DOCUMENT.compose(context, id), id, context)).toBeNull();
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

  it('refuses financial parts that do not state the projection’s figures', () => {
    expect(BUSINESS_PLAN_DOCUMENT.problemWith(words(200), 'financial-projections', context)).toBe(`financial-projections does not state ${context.printed.revenue[0]}`);
    expect(BUSINESS_PLAN_DOCUMENT.problemWith(`${words(200)} ${context.printed.revenue[0]}`, 'financial-projections', context)).toBe(
      `financial-projections does not state ${context.printed.revenue[4]}`,
    );
    expect(BUSINESS_PLAN_DOCUMENT.problemWith(words(200), 'funding-request', context)).toBe(`funding-request does not state ${context.printed.fundingAsk}`);
    expect(PITCH_DECK_DOCUMENT.problemWith({ content: words(20), notes: words(40) }, 'funding', context)).toBe(`funding.content does not state ${context.printed.fundingAsk}`);
  });

  it.each([
    ['a string', 'problem is not an object with content and notes'],
    [{ content: words(20) }, 'problem.notes is not a non-empty string'],
    [{ content: words(14), notes: words(40) }, 'problem.content has 14 words, outside 15-120'],
    [{ content: words(20), notes: words(201) }, 'problem.notes has 201 words, outside 30-200'],
  ])('refuses the slide %p', (value, problem) => {
    expect(PITCH_DECK_DOCUMENT.problemWith(value, 'problem', context)).toBe(problem);
  });
});
