import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { DocumentStorage } from './document-storage';

export interface StorageUnderTest {
  storage: DocumentStorage;
  /** Leaves what a process killed in the middle of writing key leaves behind (a temporary file, an unfinished upload). */
  leaveInterruptedWrite(key: string): Promise<void>;
}

const MIB = 1024 * 1024;
const minuteAgo = () => new Date(Date.now() - 60_000);
const inAMinute = () => new Date(Date.now() + 60_000);

/**
 * What every DocumentStorage must do, run against each implementation (filesystem, S3): the data
 * room and the sweep rely on exactly this. Each test leaves the storage empty.
 */
export function describeDocumentStorageContract(name: string, start: () => Promise<StorageUnderTest>): void {
  describe(`${name}: the DocumentStorage contract`, () => {
    let storage: DocumentStorage;
    let leaveInterruptedWrite: (key: string) => Promise<void>;
    beforeAll(async () => ({ storage, leaveInterruptedWrite } = await start()));

    const readText = async (key: string) => {
      const file = await storage.read(key);
      return file && { size: file.size, text: await text(file.stream) };
    };
    const allKeys = async (before: Date) => {
      const keys: string[] = [];
      for await (const batch of storage.keysWrittenBefore(before)) keys.push(...batch);
      return keys.sort();
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
      expect(await allKeys(inAMinute())).toEqual([]);
    });

    it('streams a file of several parts in and out byte for byte', async () => {
      const chunks = Array.from({ length: 12 }, (_, index) => Buffer.alloc(MIB, index + 1));
      await storage.write('large', Readable.from(chunks));
      const file = (await storage.read('large'))!;
      expect(file.size).toBe(12 * MIB);
      expect(Buffer.compare(Buffer.concat(await file.stream.toArray()), Buffer.concat(chunks))).toBe(0);
      await storage.delete('large');
    });

    it('keeps nothing, not even an unfinished write, when the source fails midway (past the first part)', async () => {
      let pushed = 0;
      const failing = new Readable({
        read() {
          if (pushed === 6) {
            this.destroy(new Error('client went away'));
            return;
          }
          pushed += 1;
          this.push(Buffer.alloc(MIB, 1));
        },
      });
      await expect(storage.write('key-3', failing)).rejects.toThrow('client went away');
      expect(await storage.read('key-3')).toBeNull();
      expect(await allKeys(inAMinute())).toEqual([]);
      expect(await storage.removeInterruptedWrites(inAMinute())).toBe(0);
    });

    it('lists the keys written before a date, in batches', async () => {
      await storage.write('listed-a', Readable.from([Buffer.from('a')]));
      await storage.write('listed-b', Readable.from([Buffer.from('b')]));
      expect(await allKeys(minuteAgo())).toEqual([]);
      expect(await allKeys(inAMinute())).toEqual(['listed-a', 'listed-b']);
      await storage.delete('listed-a');
      await storage.delete('listed-b');
    });

    it('removes the writes a crash cut short, only those begun before the date, and no stored file', async () => {
      await storage.write('kept', Readable.from([Buffer.from('kept')]));
      await leaveInterruptedWrite('cut-short');
      expect(await storage.removeInterruptedWrites(minuteAgo())).toBe(0);
      expect(await storage.removeInterruptedWrites(inAMinute())).toBe(1);
      expect(await storage.removeInterruptedWrites(inAMinute())).toBe(0);
      expect(await allKeys(inAMinute())).toEqual(['kept']);
      expect(await readText('kept')).toEqual({ size: 4, text: 'kept' });
      await storage.delete('kept');
    });

    it('refuses a key that could leave its folder or prefix', async () => {
      await expect(storage.write('../escape', Readable.from([Buffer.from('x')]))).rejects.toThrow('Invalid storage key "../escape"');
      await expect(storage.read('a/b')).rejects.toThrow('Invalid storage key "a/b"');
      await expect(storage.delete('.hidden')).rejects.toThrow('Invalid storage key ".hidden"');
    });
  });
}
