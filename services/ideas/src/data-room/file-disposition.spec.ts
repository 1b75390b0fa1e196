import { contentDisposition, nameFromFileName, storedFileName } from './file-disposition';

describe('file names of the data room', () => {
  it('keeps only the last path part, without control characters', () => {
    expect(storedFileName('C:\\Users\\ada\\Cap table.xlsx')).toBe('Cap table.xlsx');
    expect(storedFileName('../../etc/passwd')).toBe('passwd');
    expect(storedFileName('deck\u0000\r\n.pdf')).toBe('deck.pdf');
    expect(storedFileName('   ')).toBe('file');
    expect(storedFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(255);
  });

  it('names a document after its file, without the extension', () => {
    expect(nameFromFileName('Q3 Financials.xlsx')).toBe('Q3 Financials');
    expect(nameFromFileName('.pdf')).toBe('Untitled document');
  });

  it('writes a Content-Disposition no file name can break', () => {
    expect(contentDisposition('attachment', 'deck.pdf')).toBe(`attachment; filename="deck.pdf"; filename*=UTF-8''deck.pdf`);
    expect(contentDisposition('inline', 'Bilanz "2026" ü.pdf')).toBe(`inline; filename="Bilanz _2026_ _.pdf"; filename*=UTF-8''Bilanz%20%222026%22%20%C3%BC.pdf`);
  });
});
