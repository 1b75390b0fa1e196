import { SAMPLE_IDEA } from '../../domain/idea-facts.fixtures';
import type { GeneratedDocument } from '../generated-document';
import { GenerationService } from './generation.service';

/** A document of two parts in three framings: the framing a part is written in names its variant. */
const FRAMED_DOCUMENT: GeneratedDocument<'summary' | 'timeline', string> = {
  label: 'framed document',
  parts: [
    { id: 'summary', title: 'Summary' },
    { id: 'timeline', title: 'Timeline' },
  ],
  compose: (context, id) => `${id} in framing ${context.variant % 3}`,
  partSchema: () => {
    throw new Error('not asked for');
  },
  describePart: () => 'text',
  problemWith: () => null,
  requiredFigures: () => [],
};

const generation = new GenerationService(null);

describe('GenerationService with the built-in composer', () => {
  it('writes each part as the version it is asked for, the first when none is', async () => {
    const { parts } = await generation.generate(FRAMED_DOCUMENT, SAMPLE_IDEA, ['summary', 'timeline'], undefined, { summary: 2 });
    expect(parts).toEqual({ summary: 'summary in framing 2', timeline: 'timeline in framing 0' });
  });

  it.each([
    ['an edited part', 3, 3, 'Our own summary.'],
    ['a part written in another framing', 3, 3, 'summary in framing 2'],
    ['a part this version would repeat', 3, 4, 'summary in framing 0'],
  ])('regenerates %s (%p versions so far) as version %p', (_case, versions, variant, current) => {
    expect(generation.regenerationVariant(FRAMED_DOCUMENT, SAMPLE_IDEA, 'summary', versions, current)).toBe(variant);
  });
});
