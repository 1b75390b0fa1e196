import { BUSINESS_PLAN_DOCUMENT } from '../../business-plan/business-plan.kind';
import { composePlanSection } from '../../business-plan/business-plan-composer';
import { compositionContext } from '../../domain/composition-context';
import { SAMPLE_IDEA } from '../../domain/idea-facts.fixtures';
import { GenerationService } from './generation.service';

const generation = new GenerationService(null);
const versionOf = (variant: number) => composePlanSection({ ...compositionContext(SAMPLE_IDEA), variant }, 'operations-plan');

describe('GenerationService with the built-in composer', () => {
  it('writes each part as the version it is asked for, the first when none is', async () => {
    const { parts } = await generation.generate(BUSINESS_PLAN_DOCUMENT, SAMPLE_IDEA, ['operations-plan', 'management-team'], undefined, { 'operations-plan': 2 });
    expect(parts['operations-plan']).toBe(versionOf(2));
    expect(parts['management-team']).toBe(composePlanSection(compositionContext(SAMPLE_IDEA), 'management-team'));
  });

  it.each([
    ['an edited part', 3, 3, 'Our own operations.'],
    ['a part written as another version', 3, 3, versionOf(2)],
    ['a part this version would repeat', 3, 4, versionOf(0)],
  ])('regenerates %s (%p versions so far) as version %p', (_case, versions, variant, current) => {
    expect(generation.regenerationVariant(BUSINESS_PLAN_DOCUMENT, SAMPLE_IDEA, 'operations-plan', versions, current)).toBe(variant);
  });
});
