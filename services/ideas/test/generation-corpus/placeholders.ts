/**
 * Sentences that describe a fact instead of stating it (issue 27's list, one place), and text left by
 * a template or cut short. ARCHITECTURE.md section 7: no sentence describes a missing fact.
 */
export const PLACEHOLDER_PATTERNS: readonly RegExp[] = [
  /the problem set out in the founder['’]s problem statement/i,
  /what businesses struggle with today, as the founder describes it/i,
  /Edge: the advantage the founder states in the idea/i,
  /The problem as the founder describes it in the idea/i,
  /Identified from your vision description/i,
  /as the founder describes it/i,
  // 'In the founder's words: "…"' quotes them; without the quote it only says that words exist.
  /in the founder['’]s (?:own )?words(?!\s*[:,]?\s*["“])/i,
  /\.\.\.|…/,
  /\b(?:undefined|NaN)\b|\[object Object\]/,
];

/** The placeholder sentences of a text, with where each starts. */
export function placeholdersIn(text: string): Array<{ index: number; length: number }> {
  return PLACEHOLDER_PATTERNS.flatMap((pattern) => {
    const match = pattern.exec(text);
    return match ? [{ index: match.index, length: match[0].length }] : [];
  });
}

/** Quotes of the founder's text that stop inside a word ('"Small workshops lose money on ord"'), with where each starts. */
export function quotesCutMidWord(text: string, founderText: string): Array<{ index: number; length: number }> {
  const cut: Array<{ index: number; length: number }> = [];
  for (const match of text.matchAll(/["“]([^"”\n]{12,}?)["”]/g)) {
    const quoted = match[1].replace(/[\s,;:.!?]+$/, '');
    const at = founderText.indexOf(quoted);
    if (at >= 0 && /[\p{L}\p{N}]/u.test(founderText.charAt(at + quoted.length))) cut.push({ index: match.index ?? 0, length: match[0].length });
  }
  return cut;
}

/** True when a prose text (a plan section, speaker notes) stops mid-sentence: its last character is a letter. */
export function endsMidSentence(text: string): boolean {
  return /\p{L}$/u.test(text.trim());
}
