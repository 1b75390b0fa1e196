import type { SlideLayout } from './business-plan';

/**
 * One line of a slide as every view draws it: the editor and presenter (mfe-ideas), the PDF and the
 * PPTX (ideas service) all lay a slide out from slideLines, so the lines the founder types stay lines.
 */
export interface SlideLine {
  kind: 'bullet' | 'text' | 'heading';
  text: string;
  /** A blank line came before it: the views leave a gap. */
  gapBefore: boolean;
}

const BULLET = /^(?:[-•*]|\d+[.)])\s+/;
// '**Traction**', '## Traction' or a short 'Key risks:' line reads as a sub-heading.
const MARKED_HEADING = /^(?:\*\*(.+)\*\*|#{1,4}\s+(.+))$/;
const COLON_HEADING = /^([^.!?:]{2,60}):$/;

/**
 * Splits slide text into its lines: every line break the founder typed is kept (never joined into a
 * paragraph), lines starting with '-', '•', '*' or '1.' are bullets (marker removed), blank lines
 * become a gap before the next line, and spaces at either end are trimmed.
 */
export function slideLines(content: string): SlideLine[] {
  const lines: SlideLine[] = [];
  let gapBefore = false;
  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      gapBefore = lines.length > 0;
      continue;
    }
    const marked = MARKED_HEADING.exec(line);
    const colon = COLON_HEADING.exec(line);
    if (BULLET.test(line)) lines.push({ kind: 'bullet', text: line.replace(BULLET, ''), gapBefore });
    else if (marked || colon) lines.push({ kind: 'heading', text: (marked ? (marked[1] ?? marked[2]) : colon![1]).trim(), gapBefore });
    else lines.push({ kind: 'text', text: line, gapBefore });
    gapBefore = false;
  }
  return lines;
}

/**
 * What a cover slide (the title and closing slides) shows: the title slide is headed by its first
 * line, the company or idea name (never the slot name 'Company Name'); the closing slide by its title,
 * without a first line repeating it ('Thank you').
 */
export function coverText(slide: { id: string; title: string; content: string }, ideaTitle: string): { heading: string; body: SlideLine[] } {
  const lines = slideLines(slide.content);
  if (slide.id === 'closing') return { heading: slide.title, body: lines.filter((line) => line.text.toLowerCase() !== slide.title.toLowerCase()) };
  const [first, ...rest] = lines;
  if (!first || first.kind === 'bullet') return { heading: ideaTitle, body: lines };
  return { heading: first.text, body: rest.map((line, index) => (index === 0 ? { ...line, gapBefore: false } : line)) };
}

/**
 * The columns a slide's text is laid out in: a 'split' slide's lines in two halves side by side (a
 * heading never ends the left one), every other slide one column.
 */
export function slideColumns(lines: readonly SlideLine[], layout: SlideLayout): SlideLine[][] {
  if (layout !== 'split' || lines.length < 2) return [[...lines]];
  let cut = Math.ceil(lines.length / 2);
  while (cut > 1 && lines[cut - 1].kind === 'heading') cut -= 1;
  return [lines.slice(0, cut), lines.slice(cut).map((line, index) => (index === 0 ? { ...line, gapBefore: false } : line))];
}
