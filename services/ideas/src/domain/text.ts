/**
 * The founder's text is quoted in whole sentences or not at all: a sentence is never cut
 * (issue 14). When even the first sentence is too long for its place, the caller's paraphrase is used.
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

/** The founder's whole sentences in quotes, ending a sentence; otherwise the paraphrase as a sentence. */
export function quoteSentence(text: string, maxWords: number, paraphrase: string): string {
  const whole = wholeSentences(text, maxWords);
  return whole ? `"${asSentence(whole)}"` : asSentence(paraphrase);
}

/** The founder's whole sentences in quotes for the middle of a sentence (no closing full stop); otherwise the paraphrase. */
export function quote(text: string, maxWords: number, paraphrase: string): string {
  const whole = wholeSentences(text, maxWords);
  return whole ? `"${whole.replace(/[,;:.]+$/, '')}"` : paraphrase;
}

/** The founder's whole sentences as plain text (a slide bullet, a list item); otherwise the paraphrase. */
export function sentencesOr(text: string, maxWords: number, paraphrase: string): string {
  return wholeSentences(text, maxWords) ?? paraphrase;
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
