import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimit } from './byte-limit';

const drain = () => new Writable({ write: (_chunk, _encoding, done) => done() });

describe('ByteLimit', () => {
  it('passes exactly the limit, counting the bytes', async () => {
    const limit = new ByteLimit(10, () => new Error('too many'));
    await pipeline(Readable.from([Buffer.alloc(4), Buffer.alloc(6)]), limit, drain());
    expect(limit.bytes).toBe(10);
  });

  it('fails at the first byte past the limit, with its own error', async () => {
    const limit = new ByteLimit(10, () => new Error('file must be at most 10 bytes'));
    await expect(pipeline(Readable.from([Buffer.alloc(4), Buffer.alloc(7), Buffer.alloc(100)]), limit, drain())).rejects.toThrow('file must be at most 10 bytes');
    expect(limit.bytes).toBe(11);
  });
});
