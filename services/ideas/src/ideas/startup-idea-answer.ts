import type { StartupIdea } from '@founder/contracts';
import { documentOf, type StoredIdea } from './startup-idea.entity';
import type { DocumentKindFigures } from './registered-document-kinds';
import { toStartupIdeaBody } from './startup-idea.response';

/** An idea read with its stored JSON (the analysis, each document's content) as PostgreSQL's jsonb text. */
export type StoredIdeaText = Omit<StoredIdea, 'analysis' | 'documents'> & {
  analysis: string | null;
  documents: Array<{ kind: string; content: string; status: StoredIdea['documents'][number]['status'] }>;
};

const SPACE = 32;
const BACKSLASH = 92;
/** What ends a number or literal between strings: jsonb's space and JSON's punctuation. */
const TOKEN_ENDS = new Set([...' ,:[]{}'].map((char) => char.charCodeAt(0)));

/**
 * jsonb's text (PostgreSQL writes `{"a": 1, "b": [2, 3]}`) as JSON.stringify writes the same value
 * (`{"a":1,"b":[2,3]}`), without building the value: jsonb puts spaces only between tokens, and
 * escapes strings as JSON.stringify does. Null when a number would not read back as written
 * (`1.50`, `1000000000000000000000`): the caller then parses.
 */
export function compactJsonbText(text: string): string | null {
  let compact = '';
  let at = 0;
  while (at < text.length) {
    const quote = text.indexOf('"', at);
    const between = quote < 0 ? text.length : quote;
    let token = at;
    for (let index = at; index <= between; index += 1) {
      const code = index < between ? text.charCodeAt(index) : SPACE;
      if (TOKEN_ENDS.has(code)) {
        if (index > token) {
          const word = text.slice(token, index);
          if (word !== 'true' && word !== 'false' && word !== 'null' && String(Number(word)) !== word) return null;
          compact += word;
        }
        if (code !== SPACE) compact += text[index];
        token = index + 1;
      }
    }
    if (quote < 0) break;
    const end = closingQuote(text, quote);
    compact += text.slice(quote, end + 1);
    at = end + 1;
  }
  return compact;
}

/** Where the string that opens at `quote` ends (its closing quote is not escaped). */
function closingQuote(text: string, quote: number): number {
  let end = quote;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end < 0) throw new Error('jsonb text with an unterminated string');
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return end;
  }
}

/** A stand-in string no stored text can contain (PostgreSQL's text and jsonb refuse U+0000). */
function standIn(index: number): string {
  return `\u0000${index}\u0000`;
}
/** A stand-in as JSON.stringify writes it: a quote can only open a string, and `\u0000` is the NUL itself. */
const STAND_INS = /"\\u0000(\d+)\\u0000"/g;

/**
 * GET /api/ideas/{id}'s answer, byte for byte JSON.stringify(toStartupIdeaBody(idea)) in UTF-8, with
 * the stored JSON spliced in as text instead of parsed and written again (most of a 26 KB answer).
 * The answer is written straight into one Buffer: building it as a string first cost a 54 KB
 * two-byte string and its UTF-8 copy per read, the most of what a read allocated (issue 16: p99).
 * An idea with a financial model is parsed: which documents quote out-of-date figures needs them.
 */
export function startupIdeaAnswer(idea: StoredIdeaText, kinds: readonly DocumentKindFigures[]): Buffer {
  const spliced: string[] = [];
  const splice = (text: string): string | null => {
    const compact = compactJsonbText(text);
    if (compact === null) return null;
    spliced.push(compact);
    return standIn(spliced.length - 1);
  };
  const analysis = idea.analysis === null ? null : splice(idea.analysis);
  const documents = idea.documents.map((document) => ({ ...document, content: splice(document.content) }));
  if ((idea.analysis !== null && analysis === null) || documents.some((document) => document.content === null) || documentOf(idea, 'financial-model')) {
    return Buffer.from(JSON.stringify(parsedAnswer(idea, kinds)));
  }
  // split() with the captured index: the answer's own text at even places, a stand-in's index at odd ones.
  const pieces = JSON.stringify(toStartupIdeaBody({ ...idea, analysis, documents } as unknown as StoredIdea, kinds))
    .split(STAND_INS)
    .map((piece, place) => (place % 2 === 0 ? piece : spliced[Number(piece)]));
  const answer = Buffer.allocUnsafe(pieces.reduce((bytes, piece) => bytes + Buffer.byteLength(piece), 0));
  pieces.reduce((offset, piece) => offset + answer.write(piece, offset), 0);
  return answer;
}

function parsedAnswer(idea: StoredIdeaText, kinds: readonly DocumentKindFigures[]): StartupIdea {
  const parsed = {
    ...idea,
    analysis: idea.analysis === null ? null : JSON.parse(idea.analysis),
    documents: idea.documents.map((document) => ({ ...document, content: JSON.parse(document.content) })),
  };
  return toStartupIdeaBody(parsed, kinds);
}
