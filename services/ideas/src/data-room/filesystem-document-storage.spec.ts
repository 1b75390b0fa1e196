import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FilesystemDocumentStorage } from './filesystem-document-storage';

describe('FilesystemDocumentStorage', () => {
  const root = join(mkdtempSync(join(tmpdir(), 'data-room-storage-')), 'nested', 'room');
  const storage = new FilesystemDocumentStorage(root);

  it('puts, gets the exact bytes, replaces, and deletes', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 254]);
    await storage.put('key-1', bytes);
    expect(Buffer.compare((await storage.get('key-1'))!, bytes)).toBe(0);
    await storage.put('key-1', Buffer.from('second'));
    expect((await storage.get('key-1'))!.toString()).toBe('second');
    await storage.delete('key-1');
    expect(await storage.get('key-1')).toBeNull();
    await storage.delete('key-1');
  });

  it('leaves no temporary file behind', async () => {
    await storage.put('key-2', Buffer.alloc(1024, 7));
    expect(readdirSync(root)).toEqual(['key-2']);
  });

  it('refuses a key that could leave its folder', async () => {
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow('Invalid storage key "../escape"');
    await expect(storage.get('a/b')).rejects.toThrow('Invalid storage key');
  });
});
