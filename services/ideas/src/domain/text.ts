/**
 * The founder's text is quoted in whole sentences or not at all: a sentence is never cut
 * (issue 14). When even the first sentence is too long for its place there is no quote (null), and
 * the caller leaves it out: a sentence about the founder's text in its place would describe a fact
 * instead of stating it.
 */

/** A text's sentences, each on one line: a sentence ends at '.', '!' or '?' before a space, or at a line break. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?]["')\]]?)\s+|\n+/)
    .map((sentence) => sentence.split(/\s+/).filter((word) => word !== '').join(' '))
    .filter((sentence) => sentence !== '');
}

const wordsIn = (text: string) => text.split(' ').length;

/** The leading whole sentences of a text within `maxWords` words (and `maxSentences`), or null when even the first is longer. */
export function wholeSentences(text: string, maxWords: number, maxSentences = Number.POSITIVE_INFINITY): string | null {
  const kept: string[] = [];
  let words = 0;
  for (const sentence of sentencesOf(text)) {
    if (kept.length >= maxSentences || words + wordsIn(sentence) > maxWords) break;
    kept.push(sentence);
    words += wordsIn(sentence);
  }
  return kept.length ? kept.join(' ') : null;
}

/** The text with a full stop added unless it already ends a sentence. */
export function asSentence(text: string): string {
  return /[.!?…]["')\]]?$/.test(text) ? text : `${text}.`;
}

/** The founder's whole sentences in quotes, ending a sentence; null when even the first is too long. */
export function quoteSentence(text: string, maxWords: number): string | null {
  const whole = wholeSentences(text, maxWords);
  return whole ? `"${asSentence(whole)}"` : null;
}

/** The founder's whole sentences in quotes for the middle of a sentence (no closing full stop); null when even the first is too long. */
export function quote(text: string, maxWords: number): string | null {
  const whole = wholeSentences(text, maxWords);
  return whole ? `"${whole.replace(/[,;:.]+$/, '')}"` : null;
}

/** The text with its first letter in capitals, to start a sentence with a phrase. */
export function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** 'an AI/ML venture', 'a SaaS venture'; the catch-all industry is left out: 'a venture'. */
export function ventureIn(industry: string): string {
  if (industry === 'Other') return 'a venture';
  return `${/^[AEIO]/.test(industry) ? 'an' : 'a'} ${industry} venture`;
}
