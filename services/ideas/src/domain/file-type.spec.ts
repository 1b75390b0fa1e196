import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { fileTypeOf, zipEntryNames } from './file-type';

async function zipOf(names: string[]): Promise<Buffer> {
  const zip = new JSZip();
  for (const name of names) zip.file(name, '<x/>');
  return zip.generateAsync({ type: 'nodebuffer', comment: 'made by a test' });
}

/** An OLE compound file's header followed by a directory naming `stream` (UTF-16LE, as the format stores it). */
function oleWith(stream: string): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from('Root Entry', 'utf16le'), Buffer.alloc(44), Buffer.from(stream, 'utf16le')]);
}

describe('fileTypeOf (by content, never by name)', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n%\xe2\xe3\n1 0 obj'), 'application/pdf'],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]), 'image/jpeg'],
    ['a GIF', Buffer.from('GIF89a\x01\x00'), 'image/gif'],
    ['a WebP', Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['a legacy Word file', oleWith('WordDocument'), 'application/msword'],
    ['a legacy Excel file', oleWith('Workbook'), 'application/vnd.ms-excel'],
    ['a legacy PowerPoint file', oleWith('PowerPoint Document'), 'application/vnd.ms-powerpoint'],
  ])('knows %s', (_name, bytes, type) => {
    expect(fileTypeOf(bytes)).toBe(type);
  });

  it('knows Office Open XML packages by their parts', async () => {
    expect(fileTypeOf(await zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']))).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(fileTypeOf(await zipOf(['[Content_Types].xml', 'ppt/presentation.xml']))).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Model').addRow(['Revenue', 1000]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(fileTypeOf(xlsx)).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('refuses a plain zip, an OLE file of no Office kind, text, an executable and nothing', async () => {
    expect(fileTypeOf(await zipOf(['notes.txt', 'word/document.xml']))).toBeNull();
    expect(fileTypeOf(await zipOf(['[Content_Types].xml', 'content.xml']))).toBeNull();
    expect(fileTypeOf(oleWith('Contents'))).toBeNull();
    expect(fileTypeOf(Buffer.from('plain text named report.pdf'))).toBeNull();
    expect(fileTypeOf(Buffer.from([0x4d, 0x5a, 0x90, 0x00]))).toBeNull();
    expect(fileTypeOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
    expect(fileTypeOf(Buffer.alloc(0))).toBeNull();
  });

  it('reads the names of a zip directory, null for a broken one', async () => {
    expect(zipEntryNames(await zipOf(['a.txt', 'b/c.xml']))).toEqual(['a.txt', 'b/', 'b/c.xml']);
    const broken = await zipOf(['a.txt']);
    broken.writeUInt32LE(0, broken.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
    expect(zipEntryNames(broken)).toBeNull();
  });
});
