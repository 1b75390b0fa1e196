import { framingOf, rotatedLines, rotatedMiddle, rotatedParagraphs } from './variation';

describe('framingOf', () => {
  it.each([
    [0, 'a'],
    [1, 'b'],
    [2, 'c'],
    [3, 'a'],
    [7, 'b'],
  ])('variant %p takes framing %p', (variant, framing) => {
    expect(framingOf(variant, ['a', 'b', 'c'])).toBe(framing);
  });
});

describe('rotatedMiddle', () => {
  it.each([
    [0, 1, 1, 'A b c d E'],
    [1, 1, 1, 'A c d b E'],
    [2, 1, 1, 'A d b c E'],
    [3, 1, 1, 'A b c d E'],
    [1, 0, 0, 'b c d E A'],
    [1, 2, 0, 'A b d E c'],
    [1, 2, 2, 'A b c d E'],
  ])('variant %p with head %p and tail %p gives %p', (variant, head, tail, expected) => {
    expect(rotatedMiddle(['A', 'b', 'c', 'd', 'E'], variant, head, tail).join(' ')).toBe(expected);
  });

  it('keeps a text of one movable block as it is', () => {
    expect(rotatedParagraphs('Intro.\n\nOnly.\n\nEnd.', 1, 1, 1)).toBe('Intro.\n\nOnly.\n\nEnd.');
  });

  it('moves paragraphs and lines whole', () => {
    expect(rotatedParagraphs('Intro.\n\nOne.\nStill one.\n\nTwo.', 1, 1, 0)).toBe('Intro.\n\nTwo.\n\nOne.\nStill one.');
    expect(rotatedLines('• a\n• b\n• c', 1, 1, 0)).toBe('• a\n• c\n• b');
  });
});
