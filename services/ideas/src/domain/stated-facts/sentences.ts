/**
 * A founder's text cut into sentences and clauses: every fact is read within the sentence, and a
 * count's target or month within its clause ('We serve 40 grocers, and aim for 500 stores by month 12').
 */

// A full stop after an abbreviation ends no sentence: 'Rs. 499', 'Kshs. 2,500', 'e.g. clinics'.
const SENTENCE_END = /(?<=[.!?;])(?<!\b(?:Rs|Kshs|Ksh|Rp|Fr|kr|vs|incl|approx|e\.g|i\.e|etc|Dr|Mr|Mrs|Ms|St|No|Inc|Ltd|Co)\.)\s+|\n+/;

export function sentencesOf(text: string): string[] {
  return text.split(SENTENCE_END).filter((sentence) => sentence.trim() !== '');
}

const CLAUSE_BREAK = /,\s+(?:and|but|while|then|so|whereas)\s+|\s+(?:but|while|whereas)\s+|;\s*|\s+and\s+(?=(?:we|we'll|we're|aim|plan|target|expect|hope|want|intend)\b)/gi;

/** The clause of a sentence around a position: from the break before it to the break after it. */
export function clauseAt(sentence: string, at: number): string {
  let start = 0;
  let end = sentence.length;
  for (const match of sentence.matchAll(CLAUSE_BREAK)) {
    const index = match.index ?? 0;
    if (index + match[0].length <= at) start = index + match[0].length;
    else if (index >= at) {
      end = index;
      break;
    }
  }
  return sentence.slice(start, end);
}
