import { CURRENCIES, DECK_THEME, type CurrencyCode, type FinancialModel } from '@founder/contracts';
import { pdfBuffer } from '../idea-documents/exports/pdf-buffer';
import { useFont, widthOfText, writeText } from '../idea-documents/exports/pdf-fonts';
import { financialStatements, type Statement } from './financial-statements';

type Doc = PDFKit.PDFDocument;
type Cell = Statement['rows'][number][number];

const INK = DECK_THEME.ink;
const MUTED = DECK_THEME.muted;
const ACCENT = DECK_THEME.accent;
const EXPENSES = '#f08c00';
const MARGIN = 50;
const TABLE_SIZE = 8.5;
const ROW_HEIGHT = 15;
const CHART_HEIGHT = 200;

/** A table's cell as printed: numbers with thousands separators (whole from 1,000 up) and the minus sign, an empty cell as '–'. */
export function pdfCell(value: Cell): string {
  if (value === null) return '–';
  if (typeof value === 'string') return value;
  const text = Math.abs(value).toLocaleString('en-US', { maximumFractionDigits: Math.abs(value) >= 1000 ? 0 : 2 });
  return value < 0 ? `−${text}` : text;
}

/** An axis label in the idea's currency: 1,250,000 KES -> 'KES 1.25M', 52,400 EUR -> '€52.4K'. */
export function axisMoney(value: number, currency: CurrencyCode): string {
  const sign = value < 0 ? '−' : '';
  const size = Math.abs(value);
  const [divisor, suffix] = size >= 1e9 ? [1e9, 'B'] : size >= 1e6 ? [1e6, 'M'] : size >= 1e3 ? [1e3, 'K'] : [1, ''];
  return `${sign}${CURRENCIES[currency].sign}${Number((size / divisor).toFixed(2))}${suffix}`;
}

/** A round step for about five gridlines up to `top`. */
function gridStep(top: number): number {
  const rough = top / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 2.5, 5, 10].map((factor) => factor * power).find((step) => step >= rough) ?? 10 * power) || 1;
}

function heading(doc: Doc, text: string): void {
  if (doc.y + 80 > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(1);
  useFont(doc, 'bold').fontSize(14).fillColor(INK).text(text, MARGIN);
  doc.moveDown(0.4);
}

/** The base case's revenue and total expenses per year as paired bars on a gridded axis, with a legend. */
function revenueAndExpensesChart(doc: Doc, model: FinancialModel, currency: CurrencyCode): void {
  const years = model.scenarios.base.years;
  const width = doc.page.width - 2 * MARGIN;
  // Room for the longest label: a three-letter code and a space before the figure ('KES 1.25M').
  const axisWidth = 60;
  const top = doc.y + 18;
  const bottom = top + CHART_HEIGHT;
  const left = MARGIN + axisWidth;
  const plotWidth = width - axisWidth;
  const largest = Math.max(1, ...years.flatMap((year) => [year.revenue, year.totalExpenses]));
  const step = gridStep(largest);
  const ceiling = Math.ceil(largest / step) * step;
  const yOf = (value: number) => bottom - (Math.max(0, value) / ceiling) * CHART_HEIGHT;

  useFont(doc).fontSize(8).fillColor(MUTED);
  for (let value = 0; value <= ceiling + step / 2; value += step) {
    const y = yOf(value);
    doc.moveTo(left, y).lineTo(left + plotWidth, y).lineWidth(0.5).strokeColor(DECK_THEME.axis).stroke();
    writeText(doc, axisMoney(value, currency), MARGIN, y - 4, { width: axisWidth - 6, align: 'right', lineBreak: false });
  }
  const slot = plotWidth / years.length;
  const bar = slot * 0.3;
  years.forEach((year, index) => {
    const x = left + index * slot + slot * 0.2;
    doc.rect(x, yOf(year.revenue), bar, bottom - yOf(year.revenue)).fill(ACCENT);
    doc.rect(x + bar, yOf(year.totalExpenses), bar, bottom - yOf(year.totalExpenses)).fill(EXPENSES);
    doc.fillColor(MUTED).text(`Year ${index + 1}`, left + index * slot, bottom + 5, { width: slot, align: 'center', lineBreak: false });
  });
  const legend = (x: number, colour: string, label: string) => {
    doc.rect(x, top - 16, 9, 9).fill(colour);
    doc.fillColor(INK).text(label, x + 13, top - 16, { lineBreak: false });
  };
  legend(left, ACCENT, 'Revenue');
  legend(left + 80, EXPENSES, 'Total expenses');
  doc.x = MARGIN;
  doc.y = bottom + 24;
}

/** A statement as a table flowing over pages: header row repeated on each, numbers right-aligned. */
function table(doc: Doc, statement: Statement): void {
  const width = doc.page.width - 2 * MARGIN;
  const columns = statement.header.length;
  const firstWidth = columns > 3 ? width * 0.34 : width * 0.5;
  const otherWidth = (width - firstWidth) / (columns - 1);
  const xOf = (index: number) => (index === 0 ? MARGIN : MARGIN + firstWidth + (index - 1) * otherWidth);
  const widthOf = (index: number) => (index === 0 ? firstWidth : otherWidth) - 6;
  const row = (cells: string[], bold: boolean, shaded: boolean) => {
    if (doc.y + ROW_HEIGHT > doc.page.height - MARGIN) {
      doc.addPage();
      row(statement.header, true, false);
    }
    const y = doc.y;
    if (shaded) doc.rect(MARGIN, y - 3, width, ROW_HEIGHT).fill('#f1f3f5');
    const weight = bold ? 'bold' : 'regular';
    cells.forEach((cell, index) => {
      // A cell keeps to its line: a header too wide for its column is set smaller.
      doc.fontSize(TABLE_SIZE);
      const fits = widthOf(index) / Math.max(1, widthOfText(doc, cell, weight));
      doc.fontSize(TABLE_SIZE * Math.min(1, fits)).fillColor(INK);
      writeText(doc, cell, xOf(index) + (index === 0 ? 3 : 0), y, { width: widthOf(index), align: index === 0 ? 'left' : 'right', lineBreak: false, weight });
    });
    if (bold) doc.moveTo(MARGIN, y + ROW_HEIGHT - 4).lineTo(MARGIN + width, y + ROW_HEIGHT - 4).lineWidth(0.5).strokeColor(DECK_THEME.axis).stroke();
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  };
  row(statement.header, true, false);
  statement.rows.forEach((cells, index) => row(cells.map(pdfCell), false, index % 2 === 1));
}

/** Every page: the title on the left, 'Page n of N' on the right. */
function footers(doc: Doc, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const y = doc.page.height - MARGIN + 18;
    const width = doc.page.width - 2 * MARGIN;
    doc.page.margins.bottom = 0;
    doc.fontSize(8).fillColor(MUTED);
    writeText(doc, `${title} · Financial Model`, MARGIN, y, { width: width * 0.7, lineBreak: false, ellipsis: true });
    useFont(doc).text(`Page ${index + 1} of ${count}`, MARGIN, y, { width, align: 'right', lineBreak: false });
  }
}

/**
 * The financial model as an A4 PDF: the revenue and expenses chart of the base case, then every
 * statement of the workbook (financial-statements.ts): income statement, cash flow, monthly
 * projection, unit economics, scenarios, use of funds and the assumptions; amounts in the idea's currency.
 */
export function financialModelPdf(title: string, model: FinancialModel, currency: CurrencyCode): Promise<Buffer> {
  return pdfBuffer({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: `${title} - Financial Model`, Subject: 'Financial Model' } }, (doc) => {
    doc.fontSize(24).fillColor(INK);
    writeText(doc, title, MARGIN, MARGIN, { weight: 'bold' });
    doc.fontSize(13).fillColor(ACCENT);
    writeText(doc, `Financial Model · ${model.industry} · ${model.stage}`, MARGIN);
    doc.moveDown(0.3);
    useFont(doc).fontSize(9).fillColor(MUTED);
    writeText(doc, `Five-year projection from the assumptions at the end of this document; the tables are the base case unless they name a scenario. Amounts are in ${currency} (${CURRENCIES[currency].name}).`, MARGIN);

    heading(doc, 'Revenue and expenses per year (base case)');
    revenueAndExpensesChart(doc, model, currency);
    for (const statement of financialStatements(model, currency)) {
      heading(doc, statement.name);
      table(doc, statement);
    }
    footers(doc, title);
  });
}
