import type { Response } from 'superagent';

/** supertest parser that keeps a binary body (PDF, PPTX) as a Buffer. */
export function binaryBody(response: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}
