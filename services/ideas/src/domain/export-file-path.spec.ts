import { exportFilePath } from './export-file-path';

describe('exportFilePath', () => {
  it('puts the file under its folder, prefixed with its id', () => {
    expect(exportFilePath('files/data-room', 12, 'Pitch deck.pdf')).toBe('files/data-room/12-Pitch deck.pdf');
  });

  it('keeps only the last part of a name with folders in it', () => {
    expect(exportFilePath('files/data-room', 3, '../../etc/passwd')).toBe('files/data-room/3-passwd');
    expect(exportFilePath('files/data-room', 4, 'C:\\docs\\cap table.xlsx')).toBe('files/data-room/4-cap table.xlsx');
  });

  it('drops leading dots and control characters', () => {
    expect(exportFilePath('files/data-room', 5, '..hidden\u0000.txt')).toBe('files/data-room/5-hidden.txt');
  });

  it('is the id alone when nothing of the name is left', () => {
    expect(exportFilePath('files/logos', 7, null)).toBe('files/logos/7');
    expect(exportFilePath('files/logos', 8, '..')).toBe('files/logos/8');
  });
});
