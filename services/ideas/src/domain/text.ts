/** The founder's text on one line, cut to at most `maxWords` words with an ellipsis when cut. */
export function excerpt(text: string, maxWords: number): string {
  const words = text.split(/\s+/).filter((piece) => piece !== '');
  if (words.length <= maxWords) return words.join(' ');
  return `${words.slice(0, maxWords).join(' ').replace(/[,;:.!?-]+$/, '')}…`;
}

/** The text with a full stop added unless it already ends a sentence. */
export function asSentence(text: string): string {
  return /[.!?…]["')\]]?$/.test(text) ? text : `${text}.`;
}

/** An excerpt in quotes for the middle of a sentence: no full stop inside. */
export function quote(text: string, maxWords: number): string {
  return `"${excerpt(text, maxWords).replace(/[,;:.]+$/, '')}"`;
}

/** An excerpt in quotes that ends a sentence (or a paragraph). */
export function quoteSentence(text: string, maxWords: number): string {
  return `"${asSentence(excerpt(text, maxWords))}"`;
}

/** The first sentence of a text, cut to at most `maxWords` words. */
export function firstSentence(text: string, maxWords: number): string {
  return excerpt(text.trim().split(/(?<=[.!?])\s+/)[0] ?? '', maxWords);
}

/** 'an AI/ML venture', 'a SaaS venture'; the catch-all industry is left out: 'a venture'. */
export function ventureIn(industry: string): string {
  if (industry === 'Other') return 'a venture';
  return `${/^[AEIO]/.test(industry) ? 'an' : 'a'} ${industry} venture`;
}
