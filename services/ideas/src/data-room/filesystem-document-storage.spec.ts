import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describeDocumentStorageContract } from './document-storage-contract';
import { FilesystemDocumentStorage } from './filesystem-document-storage';

const HOUR_AGO = new Date(Date.now() - 3_600_000);
/** A write in progress as FilesystemDocumentStorage names it. */
const temporaryName = (key: string, digit: string) => `.${key}.${digit.repeat(8)}-0000-4000-8000-${digit.repeat(12)}.tmp`;

const newRoot = () => join(mkdtempSync(join(tmpdir(), 'data-room-storage-')), 'nested', 'room');

describeDocumentStorageContract('FilesystemDocumentStorage', async () => {
  const root = newRoot();
  const storage = new FilesystemDocumentStorage(root);
  return {
    storage,
    leaveInterruptedWrite: async (key) => {
      await storage.write('created-root', Readable.from([Buffer.from('x')]));
      await storage.delete('created-root');
      writeFileSync(join(root, temporaryName(key, '0')), 'half');
    },
  };
});

describe('FilesystemDocumentStorage', () => {
  const root = newRoot();
  const storage = new FilesystemDocumentStorage(root);

  it('leaves no temporary file behind', async () => {
    await storage.write('key-2', Readable.from([Buffer.alloc(1024, 7)]));
    expect(readdirSync(root)).toEqual(['key-2']);
    await storage.delete('key-2');
  });

  it('lists files by their modification time, and removes only old temporary files of cut-short writes', async () => {
    await storage.write('old-key', Readable.from([Buffer.from('old')]));
    utimesSync(join(root, 'old-key'), HOUR_AGO, HOUR_AGO);
    await storage.write('new-key', Readable.from([Buffer.from('new')]));
    const interrupted = temporaryName('old-key', '0');
    const inProgress = temporaryName('new-key', '1');
    writeFileSync(join(root, interrupted), 'half');
    utimesSync(join(root, interrupted), HOUR_AGO, HOUR_AGO);
    writeFileSync(join(root, inProgress), 'still arriving');

    const keys: string[] = [];
    for await (const batch of storage.keysWrittenBefore(new Date(Date.now() - 60_000))) keys.push(...batch);
    expect(keys).toEqual(['old-key']);
    expect(await storage.removeInterruptedWrites(new Date(Date.now() - 60_000))).toBe(1);
    expect(readdirSync(root).sort()).toEqual([inProgress, 'new-key', 'old-key']);
  });
});
