import { existsSync } from 'node:fs';
import { pdfBuffer } from './pdf-buffer';
import { heightOfText, PDF_FONT_FILES, widthOfText, writeText } from './pdf-fonts';

const MIXED = 'Умная пекарня: Ελληνικά, −5 %, € ₹ ¥, 智能面包店 and 한국어 café. '.repeat(6);

describe('the PDF export fonts', () => {
  it('come from the installed font packages', () => {
    for (const file of [PDF_FONT_FILES.text.regular, PDF_FONT_FILES.text.bold, PDF_FONT_FILES.cjk.regular, PDF_FONT_FILES.hangul.regular]) expect(existsSync(file)).toBe(true);
  });

  it('embed DejaVu Sans for the text and Noto Sans CJK for runs of CJK and Hangul, never a standard font', async () => {
    const pdf = (await pdfBuffer({ size: 'A4' }, (doc) => writeText(doc, MIXED, 50, 50, { width: 300 }))).toString('latin1');
    const fonts = [...pdf.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((match) => match[1]);
    expect(new Set(fonts)).toEqual(new Set(['DejaVuSans', 'NotoSansHans-Regular', 'NotoSansKR-Regular']));
  });

  it('measure mixed text as tall as it is drawn, wrapped across runs', async () => {
    let measured = 0;
    let drawn = 0;
    let lineHeight = 0;
    await pdfBuffer({ size: 'A4' }, (doc) => {
      doc.fontSize(11);
      lineHeight = doc.currentLineHeight(true);
      measured = heightOfText(doc, MIXED, { width: 300, lineGap: 2 });
      writeText(doc, MIXED, 50, 100, { width: 300, lineGap: 2 });
      drawn = doc.y - 100;
    });
    expect(measured).toBeCloseTo(drawn, 5);
    expect(measured).toBeGreaterThan(5 * lineHeight);
  });

  it('centre a line of mixed scripts as a whole', async () => {
    let width = 0;
    let x = 0;
    await pdfBuffer({ size: 'A4', margin: 0 }, (doc) => {
      doc.fontSize(20);
      width = widthOfText(doc, 'Bakery 智能面包店', 'bold');
      writeText(doc, 'Bakery 智能面包店', 0, 0, { width: 400, align: 'center', weight: 'bold', continued: true });
      x = doc.x;
      writeText(doc, '');
    });
    expect(width).toBeGreaterThan(100);
    expect(x).toBeCloseTo((400 - width) / 2, 0);
  });
});
