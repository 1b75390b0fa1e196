import { GENERATED_TEXT_WORDS, PLAN_SECTION_IDS, wordCount, type PlanSectionId } from '@founder/contracts';
import { HARDWARE_LEASE_IDEA } from '../domain/business-models.fixtures';
import { compositionContext } from '../domain/composition-context';
import { everyKindOfIdea, GROCER_IDEA, SAMPLE_IDEA } from '../domain/idea-facts.fixtures';
import { composePlanSection } from './business-plan-composer';
import { BUSINESS_PLAN_DOCUMENT } from './business-plan.kind';

/** Every amount and percentage a text prints, sorted: what two versions of a section must share. */
const figuresIn = (text: string) => (text.match(/[$€£][\d,.]*\d|\d[\d,.]*%/g) ?? []).sort();
/** The sections written in framings of their own; the others only reorder their paragraphs. */
const FRAMED: readonly PlanSectionId[] = ['marketing-strategy', 'operations-plan', 'management-team', 'implementation-timeline'];

describe('a regenerated plan section (variant)', () => {
  it.each([
    ['LoomLedger', SAMPLE_IDEA],
    ['ShelfSense', GROCER_IDEA],
    ['ColdChain Box', HARDWARE_LEASE_IDEA],
  ] as const)('reads differently from the version before it, with the same figures, for %s', (_name, idea) => {
    const context = compositionContext(idea);
    for (const id of PLAN_SECTION_IDS) {
      const versions = [0, 1, 2, 3].map((variant) => composePlanSection({ ...context, variant }, id));
      versions.slice(1).forEach((version, index) => expect(version).not.toBe(versions[index]));
      for (const version of versions) {
        expect(figuresIn(version)).toEqual(figuresIn(versions[0]));
        expect(BUSINESS_PLAN_DOCUMENT.problemWith(version, id, context)).toBeNull();
      }
    }
  });

  it('writes the first version when no variant is asked for', () => {
    const context = compositionContext(SAMPLE_IDEA);
    expect(context.variant).toBe(0);
    expect(composePlanSection(context, 'operations-plan').startsWith('Delivery: LoomLedger is delivered to')).toBe(true);
    expect(composePlanSection({ ...context, variant: 1 }, 'operations-plan').startsWith('The next 90 days are for customer discovery')).toBe(true);
  });

  it('keeps every framing of every kind of idea within 120-400 words', () => {
    const { min, max } = GENERATED_TEXT_WORDS.planSection;
    const problems: string[] = [];
    for (const { context, label } of everyKindOfIdea())
      for (const id of FRAMED)
        for (const variant of [1, 2]) {
          const words = wordCount(composePlanSection({ ...context, variant }, id));
          if (words < min || words > max) problems.push(`${id} v${variant} of ${label}: ${words} words`);
        }
    expect(problems).toEqual([]);
  });
});
