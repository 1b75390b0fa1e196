export interface DiffLine {
  change: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * The lines of `after` against `before` (longest common subsequence): kept lines 'same', lines only
 * in `before` 'removed', lines only in `after` 'added', removals before additions where both change.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ change: 'same', text: a[i] });
      i += 1;
      j += 1;
    } else if (j >= b.length || (i < a.length && common[i + 1][j] >= common[i][j + 1])) {
      lines.push({ change: 'removed', text: a[i] });
      i += 1;
    } else {
      lines.push({ change: 'added', text: b[j] });
      j += 1;
    }
  }
  return lines;
}

/** A version of a part as lines to compare: a section's text, a slide's content then its notes, other parts as JSON. */
export function versionText(part: unknown): string {
  if (typeof part === 'string') return part;
  if (typeof part === 'object' && part !== null && 'content' in part && 'notes' in part) return `${String(part.content)}\n\nSpeaker notes:\n${String(part.notes)}`;
  return JSON.stringify(part, null, 2) ?? '';
}
