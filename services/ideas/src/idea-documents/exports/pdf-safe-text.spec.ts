import { pdfSafeText } from './pdf-safe-text';

describe('pdfSafeText', () => {
  it('keeps what Helvetica can draw, Windows-1252 punctuation included', () => {
    const text = 'Café • “quoted” — 15–25% … €5 ½\nnext line';
    expect(pdfSafeText(text)).toBe(text);
  });

  it('drops accents the font lacks, replaces other characters, normalises line ends', () => {
    expect(pdfSafeText('Łódź ő ř')).toBe('?ódz o r');
    expect(pdfSafeText('日本 🚀')).toBe('?? ?');
    expect(pdfSafeText('a\r\nb\rc')).toBe('a\nb\nc');
  });
});
