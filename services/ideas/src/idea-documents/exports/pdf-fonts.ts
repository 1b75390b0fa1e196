import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { scriptRuns, type FontScript } from './script-runs';

type Doc = PDFKit.PDFDocument;

export type Weight = 'regular' | 'bold';

// Resolved from this file (the bundle at run time), so the fonts come from the installed packages:
// runtime dependencies, in the production image too. Nothing is downloaded.
const packages = createRequire(__filename);
const dejaVu = (file: string) => join(dirname(packages.resolve('dejavu-fonts-ttf/package.json')), 'ttf', file);
// The @embedpdf packages export only their (unused) script; the fonts sit beside it in fonts/.
const noto = (pkg: string, file: string) => join(dirname(packages.resolve(pkg)), '..', 'fonts', file);

/**
 * The fonts every PDF export embeds (subset to the glyphs used): DejaVu Sans for Latin, Greek,
 * Cyrillic, the minus sign, currency symbols and most other symbols; Noto Sans CJK (SC) for runs of
 * Han and kana, Noto Sans CJK (KR) for runs of Hangul, in one weight (bold CJK prints regular).
 * The production image keeps only these four files (Dockerfile, runtime stage).
 */
export const PDF_FONT_FILES = {
  text: { regular: dejaVu('DejaVuSans.ttf'), bold: dejaVu('DejaVuSans-Bold.ttf') },
  cjk: { regular: noto('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf') },
  hangul: { regular: noto('@embedpdf/fonts-kr', 'NotoSansKR-Regular.otf') },
} as const;

const FONT_NAMES: Record<FontScript, Record<Weight, string>> = {
  text: { regular: 'Sans', bold: 'Sans-Bold' },
  cjk: { regular: 'CJK', bold: 'CJK' },
  hangul: { regular: 'Hangul', bold: 'Hangul' },
};

/** Registers the export fonts on a new document and makes the regular text font current. */
export function registerPdfFonts(doc: Doc): void {
  doc.registerFont(FONT_NAMES.text.regular, PDF_FONT_FILES.text.regular);
  doc.registerFont(FONT_NAMES.text.bold, PDF_FONT_FILES.text.bold);
  doc.registerFont(FONT_NAMES.cjk.regular, PDF_FONT_FILES.cjk.regular);
  doc.registerFont(FONT_NAMES.hangul.regular, PDF_FONT_FILES.hangul.regular);
  doc.font(FONT_NAMES.text.regular);
}

/** Makes the text font of a weight current (for widthOfString of text known to be Latin, and for what follows). */
export function useFont(doc: Doc, weight: Weight = 'regular'): Doc {
  return doc.font(FONT_NAMES.text[weight]);
}

export interface TextOptions extends PDFKit.Mixins.TextOptions {
  weight?: Weight;
}

// pdfkit's text layout, which heightOfString and text share: without a line callback of our own a
// measure of several runs could not follow one wrapper across them.
type LineCallback = (...args: unknown[]) => void;
interface TextLayout {
  _text(text: string, x: number | null | undefined, y: number | null | undefined, options: PDFKit.Mixins.TextOptions, lineCallback: LineCallback): Doc;
  _line: LineCallback;
}

/** One text through several fonts: each run in its own font, chained with `continued` so lines wrap across runs. */
function layOut(doc: Doc, text: string, x: number | undefined, y: number | undefined, options: TextOptions, lineCallback: LineCallback): void {
  const { weight = 'regular', ...rest } = options;
  const runs = scriptRuns(text);
  if (runs.length === 0) runs.push({ script: 'text', text: '' });
  const layout = doc as unknown as TextLayout;
  runs.forEach((run, index) => {
    doc.font(FONT_NAMES[run.script][weight]);
    const continued = index < runs.length - 1 || rest.continued === true;
    // null, not undefined: pdfkit takes an undefined x for the options.
    if (index === 0) layout._text(run.text, x ?? null, y ?? null, { ...rest, continued }, lineCallback);
    else layout._text(run.text, null, null, { ...rest, continued }, lineCallback);
  });
  doc.font(FONT_NAMES.text[weight]);
}

/** Width of one line of text in its fonts, at the current size. */
export function widthOfText(doc: Doc, text: string, weight: Weight = 'regular'): number {
  let width = 0;
  for (const run of scriptRuns(text)) width += doc.font(FONT_NAMES[run.script][weight]).widthOfString(run.text);
  doc.font(FONT_NAMES.text[weight]);
  return width;
}

/**
 * Writes any Unicode text like doc.text (same options, plus `weight`): runs of CJK and Hangul in
 * their fonts, the rest in the text font. A single line centred or right-aligned is placed as a whole.
 */
export function writeText(doc: Doc, text: string, x?: number, y?: number, options: TextOptions = {}): Doc {
  const runs = scriptRuns(text);
  const align = options.align ?? 'left';
  if (runs.length > 1 && (align === 'center' || align === 'right') && !text.includes('\n')) {
    const startX = x ?? doc.x;
    const width = options.width ?? doc.page.width - startX - doc.page.margins.right;
    const lineWidth = widthOfText(doc, text, options.weight);
    if (lineWidth <= width) {
      const left = startX + (align === 'center' ? (width - lineWidth) / 2 : width - lineWidth);
      return writeText(doc, text, left, y, { ...options, align: 'left', width: lineWidth + 1 });
    }
  }
  layOut(doc, text, x, y, options, (doc as unknown as TextLayout)._line);
  return doc;
}

/** The height writeText would take, like doc.heightOfString (the position is kept). */
export function heightOfText(doc: Doc, text: string, options: TextOptions = {}): number {
  const { x, y } = doc;
  const lineGap = options.lineGap ?? 0;
  layOut(doc, text, x, y, { ...options, height: Infinity }, () => {
    doc.y += doc.currentLineHeight(true) + lineGap;
  });
  const height = doc.y - y;
  doc.x = x;
  doc.y = y;
  return height;
}
