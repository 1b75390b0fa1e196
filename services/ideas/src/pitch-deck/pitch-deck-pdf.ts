import { DECK_THEME, type PitchDeckContent } from '@founder/contracts';
import type { SlideLine } from '@founder/contracts';
import { BULLET_INDENT_EM, CONTENT, COVER, COVER_TOP, deckSlidePlans, LINE_HEIGHT, lineGapBefore, SLIDE_HEIGHT, type Box, type SlidePlan } from './deck-layout';
import { pdfBuffer } from '../idea-documents/exports/pdf-buffer';
import { heightOfText, useFont, writeText } from '../idea-documents/exports/pdf-fonts';

// 16:9 pages in points (13.333 x 7.5 inches, as the PPTX); the layout's sizes are hundredths of the width.
const WIDTH = 960;
const HEIGHT = 540;
const pt = (units: number) => (units * WIDTH) / 100;
// DejaVu Sans's own line is about 1.16 of its size; the gap makes up the canvas's line height.
const FONT_LINE = 1.16;

type Doc = PDFKit.PDFDocument;

/** Draws lines from the box's top down at a font size; answers the height they took. Bullets hang like the app's. */
function drawLines(doc: Doc, lines: readonly SlideLine[], box: Box, size: number, colour: string, opacity = 1, dryRun = false): number {
  const fontSize = pt(size);
  const lineGap = fontSize * (LINE_HEIGHT - FONT_LINE);
  let y = pt(box.y);
  lines.forEach((line, index) => {
    y += lineGapBefore(line, index) * fontSize;
    const indent = line.kind === 'bullet' ? BULLET_INDENT_EM * fontSize : 0;
    const text = line.text;
    doc.fontSize(fontSize);
    const options = { width: pt(box.w) - indent, lineGap, weight: line.kind === 'heading' ? ('bold' as const) : ('regular' as const) };
    if (!dryRun) {
      doc.fillColor(colour).fillOpacity(opacity);
      if (line.kind === 'bullet') useFont(doc).text('•', pt(box.x), y, { lineBreak: false });
      writeText(doc, text, pt(box.x) + indent, y, options);
    }
    y += heightOfText(doc, text, options);
  });
  doc.fillOpacity(1);
  return y - pt(box.y);
}

/** The body's size: the layout's, shrunk further if the fonts' real widths still overflow a column. */
function fittedSize(doc: Doc, plan: SlidePlan): number {
  const overflows = (size: number) => plan.columns.some((column) => drawLines(doc, column.lines, column.box, size, DECK_THEME.ink, 1, true) > pt(column.box.h));
  let size = plan.bodySize;
  while (size > CONTENT.minBodySize && overflows(size)) size -= 0.05;
  return size;
}

function coverSlide(doc: Doc, plan: SlidePlan): void {
  const [from, middle, to] = DECK_THEME.cover;
  doc.rect(0, 0, WIDTH, HEIGHT).fill(doc.linearGradient(0, 0, WIDTH, HEIGHT).stop(0, from).stop(0.55, middle).stop(1, to));
  doc.roundedRect(pt(COVER.padX), pt(COVER_TOP), pt(COVER.rule.w), pt(COVER.rule.h), 3).fillOpacity(0.7).fill(DECK_THEME.white).fillOpacity(1);
  const headingY = COVER_TOP + COVER.rule.h + COVER.gap;
  doc.fontSize(pt(COVER.headingSize)).fillColor(DECK_THEME.white);
  writeText(doc, plan.heading, pt(COVER.padX), pt(headingY), { width: pt(100 - 2 * COVER.padX), height: pt(COVER.headingSize * 1.3), ellipsis: true, lineBreak: false, weight: 'bold' });
  for (const column of plan.columns) drawLines(doc, column.lines, column.box, COVER.bodySize, DECK_THEME.white, 0.9);
  footer(doc, plan, DECK_THEME.white, 0.75);
}

function contentSlide(doc: Doc, plan: SlidePlan): void {
  doc.rect(0, 0, pt(CONTENT.bar), HEIGHT).fill(doc.linearGradient(0, 0, 0, HEIGHT).stop(0, DECK_THEME.accent).stop(1, DECK_THEME.accentSoft));
  useFont(doc, 'bold').fontSize(pt(CONTENT.kickerSize)).fillColor(DECK_THEME.accent);
  doc.text(plan.kicker ?? '', pt(CONTENT.left), pt(CONTENT.top), { characterSpacing: pt(CONTENT.kickerSize) * 0.15, lineBreak: false });
  doc.fontSize(pt(CONTENT.titleSize)).fillColor(DECK_THEME.ink);
  writeText(doc, plan.heading, pt(CONTENT.left), pt(CONTENT.top + CONTENT.kickerSize * 1.3), { width: pt(100 - CONTENT.left - CONTENT.right), lineBreak: false, weight: 'bold' });
  const size = fittedSize(doc, plan);
  for (const column of plan.columns) drawLines(doc, column.lines, column.box, size, DECK_THEME.ink);
  if (plan.chart) chart(doc, plan, plan.chart);
  footer(doc, plan, DECK_THEME.muted, 1);
}

/** Bottom left the idea title, bottom right the page number 'n / 10', as on the app's slides. */
function footer(doc: Doc, plan: SlidePlan, colour: string, opacity: number): void {
  const y = pt(SLIDE_HEIGHT - CONTENT.footerBottom - CONTENT.footerSize * 1.2);
  const width = pt(100 - CONTENT.left - CONTENT.right);
  useFont(doc).fontSize(pt(CONTENT.footerSize)).fillColor(colour).fillOpacity(opacity);
  if (!plan.cover) writeText(doc, plan.footer.left, pt(CONTENT.left), y, { width: width * 0.8, lineBreak: false, ellipsis: true });
  doc.text(plan.footer.right, pt(CONTENT.left), y, { width, align: 'right', lineBreak: false });
  doc.fillOpacity(1);
}

/** The app's figure bars: one column per figure, its value above and its label below, to scale with the largest. */
function chart(doc: Doc, plan: SlidePlan, box: Box): void {
  const gap = 1.6;
  const columnWidth = (box.w - gap * (plan.figures.length - 1)) / plan.figures.length;
  const columnHeight = box.h - 1;
  const labelHeight = 2.6;
  const largest = Math.max(...plan.figures.map((figure) => figure.value));
  const base = box.y + columnHeight - labelHeight - 0.6;
  plan.figures.forEach((figure, index) => {
    const x = box.x + index * (columnWidth + gap);
    const height = (columnHeight * Math.max(4, (figure.value / largest) * 78)) / 100;
    const top = base - height;
    doc.roundedRect(pt(x), pt(top), pt(columnWidth), pt(height), 4).fill(doc.linearGradient(0, pt(top), 0, pt(base)).stop(0, DECK_THEME.accentSoft).stop(1, DECK_THEME.accent));
    doc.fontSize(pt(1.35)).fillColor(DECK_THEME.ink);
    writeText(doc, figure.text, pt(x - 1), pt(top - 0.6 - 1.35 * 1.2), { width: pt(columnWidth + 2), align: 'center', lineBreak: false, weight: 'bold' });
    doc.fontSize(pt(1.1)).fillColor(DECK_THEME.muted);
    writeText(doc, figure.label, pt(x), pt(base + 0.6), { width: pt(columnWidth), height: pt(labelHeight), align: 'center', ellipsis: true });
  });
  doc.rect(pt(box.x), pt(box.y + box.h), pt(box.w), pt(0.15)).fill(DECK_THEME.axis);
}

/** The pitch deck as a PDF: one 16:9 page per slide, drawn like the app's slides (deck-layout). */
export function pitchDeckPdf(idea: { ideaTitle: string; name: string }, deck: PitchDeckContent): Promise<Buffer> {
  const title = idea.ideaTitle;
  return pdfBuffer(
    { size: [WIDTH, HEIGHT], margin: 0, autoFirstPage: false, info: { Title: `${title} - Pitch Deck`, Author: idea.name, Subject: 'Pitch Deck' } },
    (doc) => {
      for (const plan of deckSlidePlans(title, deck)) {
        doc.addPage();
        if (plan.cover) coverSlide(doc, plan);
        else contentSlide(doc, plan);
      }
    },
  );
}
