/**
 * How a regenerated part reads differently with the same facts and figures: the composer picks one
 * of its framings, or reorders its independent blocks, by the version being written (`variant`, 0
 * for the first). Consecutive variants always differ when there is more than one choice.
 */

/** The framing of a part for this variant: the first for variant 0, the next for each regeneration. */
export function framingOf<T>(variant: number, framings: readonly T[]): T {
  return framings[variant % framings.length];
}

/** The blocks with those between the first `head` and the last `tail` rotated by `variant` (variant 0 keeps the order). */
export function rotatedMiddle<T>(blocks: readonly T[], variant: number, head: number, tail: number): T[] {
  const middle = blocks.slice(head, blocks.length - tail);
  if (middle.length < 2) return [...blocks];
  const shift = variant % middle.length;
  return [...blocks.slice(0, head), ...middle.slice(shift), ...middle.slice(0, shift), ...blocks.slice(blocks.length - tail)];
}

/** A text's paragraphs (blank-line separated) between the first `head` and the last `tail` rotated by `variant`. */
export function rotatedParagraphs(text: string, variant: number, head: number, tail: number): string {
  return rotatedMiddle(text.split('\n\n'), variant, head, tail).join('\n\n');
}

/** A block's lines between the first `head` and the last `tail` rotated by `variant`: a list's items, a slide's bullets. */
export function rotatedLines(text: string, variant: number, head: number, tail: number): string {
  return rotatedMiddle(text.split('\n'), variant, head, tail).join('\n');
}
