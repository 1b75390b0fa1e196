/** A generated text as the page lays it out: paragraphs, bullet lists and short headings. */
export type TextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'heading'; text: string };

const BULLET = /^\s*(?:[-•*]|\d+[.)])\s+/;
// A short line ending in a colon, or wrapped in **, reads as a sub-heading.
const MARKED_HEADING = /^(?:\*\*(.+)\*\*|#{1,4}\s+(.+))$/;
const COLON_HEADING = /^([^.!?]{2,60}):$/;

/** The text of a heading line, or null. A colon line is a heading only where no paragraph is open. */
function headingText(line: string, atParagraphStart: boolean): string | null {
  const marked = MARKED_HEADING.exec(line);
  if (marked) return (marked[1] ?? marked[2]).trim();
  const colon = atParagraphStart ? COLON_HEADING.exec(line) : null;
  return colon ? colon[1].trim() : null;
}

/**
 * Splits a text into blocks: blank lines separate paragraphs, lines starting with '-', '•', '*' or
 * '1.' are list items, and a short line such as 'Key risks:' is a heading.
 */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  // The list that the next bullet line continues, if the previous line was a bullet.
  let openList: string[] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
    openList = null;
  };
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, '');
      if (openList) {
        openList.push(item);
      } else {
        flush();
        openList = [item];
        blocks.push({ kind: 'list', items: openList });
      }
      continue;
    }
    const heading = headingText(line, paragraph.length === 0);
    if (heading !== null) {
      flush();
      blocks.push({ kind: 'heading', text: heading });
      continue;
    }
    openList = null;
    paragraph.push(line);
  }
  flush();
  return blocks;
}
