import { PITCH_SLIDE_IDS } from '@founder/contracts';
import { compositionContext } from '../domain/composition-context';
import { SAMPLE_IDEA } from '../domain/idea-facts.fixtures';
import { PITCH_DECK_DOCUMENT } from './pitch-deck.kind';

const context = compositionContext(SAMPLE_IDEA);
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('the schema every provider of a deck must meet', () => {
  it('accepts what the built-in composer writes', () => {
    for (const id of PITCH_SLIDE_IDS) expect(PITCH_DECK_DOCUMENT.problemWith(PITCH_DECK_DOCUMENT.compose(context, id), id, context)).toBeNull();
  });

  it('refuses a funding slide that does not state the raise', () => {
    expect(PITCH_DECK_DOCUMENT.problemWith({ content: words(20), notes: words(40) }, 'funding', context)).toBe(`funding does not state ${context.printed.fundingAsk}`);
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
