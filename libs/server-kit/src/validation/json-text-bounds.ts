import { INPUT_BOUNDS, quotedName } from './bounded-input';

/** An object or array the scan is inside: how many keys or items so far, and where it sits. */
interface Container {
  isObject: boolean;
  members: number;
  /** The path of this container ('' for the body), written out only for a message. */
  path: () => string;
  /** Inside an object: where the last key's JSON string starts and ends in the text. */
  keyStart: number;
  keyEnd: number;
  expectsKey: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/**
 * The sentence naming the first INPUT_BOUNDS bound a JSON text breaks, or null, read from the text
 * before it is parsed: parsing 1 MiB of tiny values (100,000 keys, 500,000 nested arrays) costs
 * more than the 50 ms a request may take (issue 28 item 1), this scan a few. One pass, no
 * recursion, no allocation per value; it does not validate the syntax (the parser that runs next does).
 */
export function jsonTextOutOfBounds(text: string): string | null {
  const stack: Container[] = [];
  let values = 0;
  let inScalar = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      const end = closingQuote(text, index);
      const top = stack[stack.length - 1];
      inScalar = false;
      if (top?.isObject && top.expectsKey) {
        top.expectsKey = false;
        top.members += 1;
        top.keyStart = index;
        top.keyEnd = end + 1;
        if (top.members > INPUT_BOUNDS.keysPerObject) return `${quotedName(top.path()) || 'body'} has more than ${INPUT_BOUNDS.keysPerObject} keys`;
      } else {
        const problem = countValue();
        if (problem) return problem;
      }
      index = end;
      continue;
    }
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      inScalar = false;
      const problem = countValue();
      if (problem) return problem;
      const parent = stack[stack.length - 1];
      const path = childPathOf(text, parent);
      stack.push({ isObject: code === OPEN_BRACE, members: 0, path, keyStart: 0, keyEnd: 0, expectsKey: code === OPEN_BRACE });
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      inScalar = false;
      stack.pop();
    } else if (code === COMMA) {
      inScalar = false;
      const top = stack[stack.length - 1];
      if (top?.isObject) top.expectsKey = true;
    } else if (code === COLON || code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) {
      inScalar = false;
    } else if (!inScalar) {
      // The first character of a number, true, false or null.
      inScalar = true;
      const problem = countValue();
      if (problem) return problem;
    }
  }
  return null;

  /** One more value: in all, and in the array it is an item of. */
  function countValue(): string | null {
    values += 1;
    if (values > INPUT_BOUNDS.values) return `body has more than ${INPUT_BOUNDS.values} values`;
    const top = stack[stack.length - 1];
    if (top && !top.isObject) {
      top.members += 1;
      if (top.members > INPUT_BOUNDS.itemsPerArray) return `${quotedName(top.path()) || 'body'} has more than ${INPUT_BOUNDS.itemsPerArray} items`;
    }
    return null;
  }
}

/** Index of the quote that closes the string opening at `start` (the text's end if none does). */
function closingQuote(text: string, start: number): number {
  let index = text.indexOf('"', start + 1);
  while (index !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(index - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return index;
    index = text.indexOf('"', index + 1);
  }
  return text.length;
}

/** The path of a container opening inside `parent`: its key, or its index, after the parent's path. Lazy: built only for a message. */
function childPathOf(text: string, parent: Container | undefined): () => string {
  if (!parent) return () => '';
  const name = parent.isObject ? keyOf(text, parent.keyStart, parent.keyEnd) : String(parent.members - 1);
  return () => {
    const parentPath = parent.path();
    const own = typeof name === 'string' ? name : name();
    return parentPath ? `${parentPath}.${own}` : own;
  };
}

/** The key between two indexes of the text, decoded only when asked. */
function keyOf(text: string, start: number, end: number): () => string {
  return () => {
    try {
      return String(JSON.parse(text.slice(start, end)));
    } catch {
      return text.slice(start + 1, end - 1);
    }
  };
}
