import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The text of each page of a PDF, read by PDF.js (see read-pdf-text.mjs). Rejects when the bytes are not a PDF it can parse. */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const folder = await mkdtemp(join(tmpdir(), 'ideas-pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, 'read-pdf-text.mjs'), file], { maxBuffer: 16 * 1024 * 1024 });
    return JSON.parse(stdout) as string[];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Words joined by single spaces, so wrapped lines compare with the original text. */
export function flatten(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
