/** What the founder says of the team: 'two co-founders: an agronomist and an engineer' is a team of 2. */

export interface TeamFacts {
  /** The founder's phrase, whole, from the count to the end of the sentence; null when the text says nothing of the team. */
  text: string | null;
  size: number | null;
}

const SIZE_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const SIZE = String.raw`(\d{1,3}|${Object.keys(SIZE_WORDS).join('|')})`;
const TEAM: ReadonlyArray<[RegExp, (match: RegExpExecArray) => number]> = [
  [new RegExp(String.raw`\b${SIZE}\s+(?:co-?founders|founders|founding partners)\b`, 'i'), (match) => sizeOf(match[1])],
  [new RegExp(String.raw`\b(?:founding\s+)?team of\s+${SIZE}\b`, 'i'), (match) => sizeOf(match[1])],
  [new RegExp(String.raw`\b${SIZE}[- ](?:person|people|member|strong)\s+(?:founding\s+)?team\b`, 'i'), (match) => sizeOf(match[1])],
  [new RegExp(String.raw`\b${SIZE}\s+of us\b`, 'i'), (match) => sizeOf(match[1])],
  [/\b(?:solo|sole|single|lone)\s+founder\b/i, () => 1],
];
const SENTENCE_END = /[.!?;\n]/;

function sizeOf(word: string): number {
  return /^\d/.test(word) ? Number(word) : SIZE_WORDS[word.toLowerCase()];
}

/** The first team fact in the texts, read in order. */
export function teamIn(texts: ReadonlyArray<string | null>): TeamFacts {
  for (const text of texts) {
    if (!text) continue;
    let first: { at: number; size: number } | null = null;
    for (const [pattern, size] of TEAM) {
      const match = pattern.exec(text);
      if (match && (first === null || match.index < first.at)) first = { at: match.index, size: size(match) };
    }
    if (first && first.size > 0) {
      const rest = text.slice(first.at);
      const end = rest.search(SENTENCE_END);
      return { text: (end >= 0 ? rest.slice(0, end) : rest).trim(), size: first.size };
    }
  }
  return { text: null, size: null };
}
