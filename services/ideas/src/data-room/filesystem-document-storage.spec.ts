import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { FilesystemDocumentStorage } from './filesystem-document-storage';

const HOUR_AGO = new Date(Date.now() - 3_600_000);
const IN_A_MINUTE = new Date(Date.now() + 60_000);

describe('FilesystemDocumentStorage', () => {
  const root = join(mkdtempSync(join(tmpdir(), 'data-room-storage-')), 'nested', 'room');
  const storage = new FilesystemDocumentStorage(root);
  const readText = async (key: string) => {
    const file = await storage.read(key);
    return file && { size: file.size, text: await text(file.stream) };
  };

  it('writes a stream, reads the exact bytes with their size, replaces, and deletes', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 254]);
    await storage.write('key-1', Readable.from([bytes.subarray(0, 2), bytes.subarray(2)]));
    const file = (await storage.read('key-1'))!;
    expect(file.size).toBe(5);
    expect(Buffer.compare(Buffer.concat(await file.stream.toArray()), bytes)).toBe(0);
    await storage.write('key-1', Readable.from([Buffer.from('second')]));
    expect(await readText('key-1')).toEqual({ size: 6, text: 'second' });
    await storage.delete('key-1');
    expect(await storage.read('key-1')).toBeNull();
    await storage.delete('key-1');
  });

  it('leaves no temporary file behind', async () => {
    await storage.write('key-2', Readable.from([Buffer.alloc(1024, 7)]));
    expect(readdirSync(root)).toEqual(['key-2']);
    await storage.delete('key-2');
  });

  it('keeps nothing, under the key or a temporary name, when the source fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.write('key-3', failing)).rejects.toThrow('client went away');
    expect(readdirSync(root)).toEqual([]);
  });

  it('lists the keys written before a date, and removes only old temporary files of cut-short writes', async () => {
    await storage.write('old-key', Readable.from([Buffer.from('old')]));
    utimesSync(join(root, 'old-key'), HOUR_AGO, HOUR_AGO);
    await storage.write('new-key', Readable.from([Buffer.from('new')]));
    const interrupted = `.old-key.${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.tmp`;
    const inProgress = `.new-key.${'1'.repeat(8)}-0000-4000-8000-${'1'.repeat(12)}.tmp`;
    writeFileSync(join(root, interrupted), 'half');
    utimesSync(join(root, interrupted), HOUR_AGO, HOUR_AGO);
    writeFileSync(join(root, inProgress), 'still arriving');

    const batches = async (before: Date) => {
      const keys: string[] = [];
      for await (const batch of storage.keysWrittenBefore(before)) keys.push(...batch);
      return keys.sort();
    };
    expect(await batches(new Date(Date.now() - 60_000))).toEqual(['old-key']);
    expect(await batches(IN_A_MINUTE)).toEqual(['new-key', 'old-key']);
    expect(await storage.removeInterruptedWrites(new Date(Date.now() - 60_000))).toBe(1);
    expect(readdirSync(root).sort()).toEqual([inProgress, 'new-key', 'old-key']);
  });

  it('refuses a key that could leave its folder', async () => {
    await expect(storage.write('../escape', Readable.from([Buffer.from('x')]))).rejects.toThrow('Invalid storage key "../escape"');
    await expect(storage.read('a/b')).rejects.toThrow('Invalid storage key');
  });
});
