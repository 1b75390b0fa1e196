import PDFDocument from 'pdfkit';
import { registerPdfFonts } from './pdf-fonts';

/** Builds a PDF in memory with the export fonts registered (pdf-fonts.ts): `draw` fills the document, the promise gives its bytes. */
export function pdfBuffer(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerPdfFonts(doc);
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
