// Prints the text of each page of a PDF (path in argv[2]) as a JSON array, using PDF.js, a real
// parser. A separate process because PDF.js is ESM-only and the API tests run as CommonJS.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
const pdfjs = await import(join(pdfjsRoot, 'legacy/build/pdf.mjs'));

const data = new Uint8Array(await readFile(process.argv[2]));
const pdf = await pdfjs.getDocument({ data, standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`, verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const content = await (await pdf.getPage(number)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
}
process.stdout.write(JSON.stringify(pages));
