/**
 * Present mode (spec sections 2 and 4): which slide shows, moved by the previous and next buttons or
 * the arrow keys, always between the first and the last slide.
 */
export function clampSlideIndex(index: number, slideCount: number): number {
  if (slideCount <= 0) return 0;
  return Math.min(Math.max(0, index), slideCount - 1);
}

export type PresentationAction = 'previous' | 'next' | 'exit';

/** What a key does while presenting, or null. */
export function presentationKeyAction(key: string): PresentationAction | null {
  if (key === 'ArrowLeft') return 'previous';
  if (key === 'ArrowRight') return 'next';
  if (key === 'Escape') return 'exit';
  return null;
}

/** The slide index after a move. */
export function movedSlideIndex(index: number, action: 'previous' | 'next', slideCount: number): number {
  return clampSlideIndex(action === 'next' ? index + 1 : index - 1, slideCount);
}

export function slideCounter(index: number, slideCount: number): string {
  return `Slide ${index + 1} of ${slideCount}`;
}
