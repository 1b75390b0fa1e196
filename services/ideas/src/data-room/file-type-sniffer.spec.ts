import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTypeSniffer, ZIP_TAIL_BYTES } from './file-type-sniffer';

const REFUSED = 'refused by its first bytes';

/** Streams bytes through a sniffer in chunks of chunkSize; the type, the bytes that came out, or the error. */
async function sniff(bytes: Buffer, chunkSize: number) {
  const sniffer = new FileTypeSniffer(() => new Error(REFUSED));
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
  const out: Buffer[] = [];
  await pipeline(
    Readable.from(chunks),
    sniffer,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        out.push(chunk);
        done();
      },
    }),
  );
  return { type: sniffer.type, passed: Buffer.compare(Buffer.concat(out), bytes) === 0 };
}

function oleWith(stream: string): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from('Root Entry', 'utf16le'), Buffer.alloc(44), Buffer.from(stream, 'utf16le'), Buffer.alloc(300)]);
}

async function docx(padding: Buffer): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file('word/media/big.bin', padding, { compression: 'STORE' });
  zip.file('word/document.xml', '<w:document/>');
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('FileTypeSniffer (fileTypeOf on a stream, holding little of it)', () => {
  it.each([1, 7, 64 * 1024])('knows every accepted kind in chunks of %d bytes, and passes the bytes unchanged', async (chunkSize) => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Model').addRow(['Revenue', 1000]);
    const cases: Array<[Buffer, string]> = [
      [Buffer.from('%PDF-1.7\n1 0 obj'), 'application/pdf'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 1]), 'image/png'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
      [Buffer.from('GIF89a'), 'image/gif'],
      [Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]), 'image/webp'],
      [Buffer.from(await workbook.xlsx.writeBuffer()), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [oleWith('PowerPoint Document'), 'application/vnd.ms-powerpoint'],
      [oleWith('Workbook'), 'application/vnd.ms-excel'],
    ];
    for (const [bytes, type] of cases) expect(await sniff(bytes, chunkSize)).toEqual({ type, passed: true });
  });

  it('reads a zip directory from the end it keeps, even when the file is many times that size', async () => {
    const large = await docx(randomBytes(3 * ZIP_TAIL_BYTES));
    expect(await sniff(large, 64 * 1024)).toEqual({ type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', passed: true });
  });

  it('refuses a zip that is no Office package, an OLE file of no Office kind, and a file too short to tell', async () => {
    const zip = new JSZip();
    zip.file('notes.txt', 'hello');
    expect((await sniff(await zip.generateAsync({ type: 'nodebuffer' }), 5)).type).toBeNull();
    expect((await sniff(oleWith('Contents'), 5)).type).toBeNull();
    expect((await sniff(Buffer.from('%PD'), 1)).type).toBeNull();
  });

  it('fails at the first bytes of a file of no accepted kind, before reading the rest', async () => {
    // 10 MB on offer; only the stream's read-ahead (16 KB) is ever asked for.
    let read = 0;
    const source = new Readable({
      read() {
        read += 1;
        this.push(read === 1 ? Buffer.from('MZ\x90\x00 an executable, not a document') : read <= 10_000 ? Buffer.alloc(1024) : null);
      },
    });
    await expect(pipeline(source, new FileTypeSniffer(() => new Error(REFUSED)), new Writable({ write: (_chunk, _encoding, done) => done() }))).rejects.toThrow(REFUSED);
    expect(read).toBeLessThan(20);
  });
});
