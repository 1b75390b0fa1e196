import { DECK_THEME, PLAN_SECTIONS, type BusinessPlanContent } from '@founder/contracts';
import { pdfBuffer } from '../idea-documents/exports/pdf-buffer';
import { heightOfText, useFont, writeText } from '../idea-documents/exports/pdf-fonts';
import { startsNewPage } from './page-flow';

interface PlanCover {
  ideaTitle: string;
  name: string;
  industry: string;
  stage: string;
}

const INK = DECK_THEME.ink;
const MUTED = DECK_THEME.muted;
const ACCENT = DECK_THEME.accent;
const MARGIN = 60;
const FOOTER_SIZE = 9;
const HEADING_SIZE = 18;
const BODY_SIZE = 11;
const BODY_LINE_GAP = 3;
/** A heading keeps this many lines of its text with it on the page (keep-with-next). */
const LINES_KEPT_WITH_HEADING = 3;

type Doc = PDFKit.PDFDocument;
const headingText = (index: number) => `${index + 1}. ${PLAN_SECTIONS[index].title}`;

function cover(doc: Doc, idea: PlanCover, title: string): void {
  const [from, middle, to] = DECK_THEME.cover;
  doc.rect(0, 0, doc.page.width, 14).fill(doc.linearGradient(0, 0, doc.page.width, 0).stop(0, from).stop(0.55, middle).stop(1, to));
  doc.y = doc.page.height * 0.3;
  doc.fontSize(32).fillColor(INK);
  writeText(doc, title, undefined, undefined, { align: 'center', weight: 'bold' });
  doc.moveDown(0.4);
  useFont(doc).fontSize(18).fillColor(ACCENT).text('Business Plan', { align: 'center' });
  doc.moveDown(2);
  doc.fontSize(12).fillColor(MUTED);
  writeText(doc, `${idea.industry} · ${idea.stage}`, undefined, undefined, { align: 'center' });
  writeText(doc, `Prepared by ${idea.name}`, undefined, undefined, { align: 'center' });
}

/** The sections, flowing page after page; answers the page (0-based) each heading landed on. */
function sections(doc: Doc, plan: BusinessPlanContent, pageIndex: () => number): number[] {
  const bottom = doc.page.height - MARGIN;
  return PLAN_SECTIONS.map((section, index) => {
    const heading = headingText(index);
    const body = plan[section.id] ?? '';
    useFont(doc, 'bold').fontSize(HEADING_SIZE);
    const headingHeight = doc.heightOfString(heading) + doc.currentLineHeight() * 0.6;
    useFont(doc).fontSize(BODY_SIZE);
    const keptBody = Math.min(heightOfText(doc, body, { lineGap: BODY_LINE_GAP }), LINES_KEPT_WITH_HEADING * (doc.currentLineHeight(true) + BODY_LINE_GAP));
    if (index > 0) doc.moveDown(1.5);
    if (startsNewPage({ y: doc.y, bottom, headingHeight, keptBodyHeight: keptBody })) doc.addPage();
    const page = pageIndex();
    useFont(doc, 'bold').fontSize(HEADING_SIZE).fillColor(INK).text(heading, MARGIN);
    doc.moveDown(0.6);
    doc.fontSize(BODY_SIZE).fillColor(INK);
    writeText(doc, body, MARGIN, doc.y, { align: 'left', lineGap: BODY_LINE_GAP, paragraphGap: 6 });
    return page;
  });
}

/** The contents page: each section with the page its heading is on, joined by dot leaders. */
function contents(doc: Doc, headingPages: readonly number[]): void {
  const width = doc.page.width - 2 * MARGIN;
  useFont(doc, 'bold').fontSize(24).fillColor(INK).text('Contents', MARGIN, MARGIN + 20);
  doc.moveDown(1.2);
  headingPages.forEach((page, index) => {
    const y = doc.y;
    const number = String(page + 1);
    useFont(doc).fontSize(12).fillColor(INK);
    const label = headingText(index);
    const labelWidth = doc.widthOfString(label);
    const numberWidth = doc.widthOfString(number);
    const dots = '.'.repeat(Math.max(3, Math.floor((width - labelWidth - numberWidth - 16) / doc.widthOfString('.'))));
    doc.text(label, MARGIN, y, { lineBreak: false });
    doc.fillColor(MUTED).text(dots, MARGIN + labelWidth + 8, y, { lineBreak: false });
    doc.fillColor(INK).text(number, MARGIN, y, { width, align: 'right', lineBreak: false });
    doc.y = y + 24;
  });
}

/** Every page but the cover: the plan's title on the left, 'Page n of N' on the right. */
function footers(doc: Doc, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start + 1; index < start + count; index += 1) {
    doc.switchToPage(index);
    const y = doc.page.height - MARGIN + 20;
    const width = doc.page.width - 2 * MARGIN;
    // The footer sits in the bottom margin: without a zero margin pdfkit would start a new page.
    doc.page.margins.bottom = 0;
    doc.rect(MARGIN, y - 8, width, 0.5).fill(DECK_THEME.axis);
    doc.fontSize(FOOTER_SIZE).fillColor(MUTED);
    writeText(doc, `${title} · Business Plan`, MARGIN, y, { width: width * 0.7, lineBreak: false, ellipsis: true });
    doc.text(`Page ${index + 1} of ${count}`, MARGIN, y, { width, align: 'right', lineBreak: false });
  }
}

/** The business plan as an A4 PDF: a cover, a contents page with page numbers, the 12 sections (headings kept with their text), numbered footers. */
export function businessPlanPdf(idea: PlanCover, plan: BusinessPlanContent): Promise<Buffer> {
  const title = idea.ideaTitle;
  return pdfBuffer(
    { size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: `${title} - Business Plan`, Author: idea.name, Subject: 'Business Plan' } },
    (doc) => {
      let page = 0;
      doc.on('pageAdded', () => (page += 1));
      cover(doc, idea, title);
      doc.addPage();
      doc.addPage();
      const headingPages = sections(doc, plan, () => page);
      doc.switchToPage(1);
      contents(doc, headingPages);
      footers(doc, title);
    },
  );
}
