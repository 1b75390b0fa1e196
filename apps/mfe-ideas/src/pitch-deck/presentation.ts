/**
 * Present mode (spec sections 2 and 4): which slide shows, moved by the previous and next buttons or
 * the keys presentation software uses, always between the first and the last slide.
 */
export function clampSlideIndex(index: number, slideCount: number): number {
  if (slideCount <= 0) return 0;
  return Math.min(Math.max(0, index), slideCount - 1);
}

export type SlideMove = 'first' | 'previous' | 'next' | 'last';
export type PresentationAction = SlideMove | 'exit';

// As in PowerPoint and Keynote: Space, PageDown, the right and down arrows go on; PageUp, the left
// and up arrows go back; Home and End jump to the first and last slide.
const KEY_ACTIONS: Record<string, PresentationAction> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  PageDown: 'next',
  ' ': 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  PageUp: 'previous',
  Home: 'first',
  End: 'last',
  Escape: 'exit',
};

/** What a key does while presenting, or null. Shift+Space goes back, as in presentation software. */
export function presentationKeyAction(key: string, shiftKey = false): PresentationAction | null {
  if (key === ' ' && shiftKey) return 'previous';
  return KEY_ACTIONS[key] ?? null;
}

/** The slide index after a move. */
export function movedSlideIndex(index: number, move: SlideMove, slideCount: number): number {
  if (move === 'first') return 0;
  if (move === 'last') return clampSlideIndex(slideCount - 1, slideCount);
  return clampSlideIndex(move === 'next' ? index + 1 : index - 1, slideCount);
}

/** Where presenting starts: the first slide, unless it was started from one slide's own Present button. */
export function presentationStart(fromSlide: number | null): number {
  return fromSlide ?? 0;
}

export function slideCounter(index: number, slideCount: number): string {
  return `Slide ${index + 1} of ${slideCount}`;
}
