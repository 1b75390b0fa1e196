import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressed } from './precompress-plugin';

describe('precompressed', () => {
  const content = Buffer.from('export const greeting = "hello";\n'.repeat(200));

  it('gives the brotli and gzip encodings of the content, both decoding back to it', async () => {
    const { br, gz } = await precompressed(content);
    expect(brotliDecompressSync(br).equals(content)).toBe(true);
    expect(gunzipSync(gz).equals(content)).toBe(true);
  });

  it('compresses at the top settings: brotli smaller than gzip, both far smaller than the file', async () => {
    const { br, gz } = await precompressed(content);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(content.length / 20);
  });
});
