import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, opendir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DocumentStorage, StoredFile } from './document-storage';
import { checkedKey, STORAGE_KEY } from './storage-key';

/** A write in progress: `.<key>.<random>.tmp`, never a key (keys have no dot). */
const TEMPORARY = /^\.[A-Za-z0-9_-]{1,64}\.[0-9a-f-]{36}\.tmp$/;
const KEYS_PER_BATCH = 500;

/**
 * Files under one folder (DATA_DIR/data-room by default). A write streams into a temporary file in
 * the same folder, syncs it and renames it into place, then syncs the folder: a reader sees the
 * whole file or none, and a crash never leaves half a file under its key (only a temporary file,
 * which removeInterruptedWrites deletes).
 */
export class FilesystemDocumentStorage implements DocumentStorage {
  private ready: Promise<unknown> | null = null;

  constructor(private readonly root: string) {}

  async write(key: string, source: Readable): Promise<void> {
    await this.ensureRoot();
    const target = join(this.root, checkedKey(key));
    const temporary = join(this.root, `.${key}.${randomUUID()}.tmp`);
    try {
      const file = await open(temporary, 'wx', 0o600);
      // The write stream closes the file; sync it first so the rename publishes whole bytes.
      await pipeline(source, createWriteStream('', { fd: file, flush: true }));
      await rename(temporary, target);
    } catch (error) {
      source.destroy();
      await rm(temporary, { force: true });
      throw error;
    }
    const folder = await open(this.root, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }

  async read(key: string): Promise<StoredFile | null> {
    let file;
    try {
      file = await open(join(this.root, checkedKey(key)), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      // The open file is read whole even if its key is deleted meanwhile; the stream closes it.
      const { size } = await file.stat();
      return { stream: createReadStream('', { fd: file }), size };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.root, checkedKey(key)), { force: true });
  }

  async *keysWrittenBefore(before: Date): AsyncIterable<string[]> {
    let batch: string[] = [];
    for await (const { name, path } of this.entries()) {
      if (!STORAGE_KEY.test(name) || !(await writtenBefore(path, before))) continue;
      batch.push(name);
      if (batch.length === KEYS_PER_BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  async removeInterruptedWrites(before: Date): Promise<number> {
    let removed = 0;
    for await (const { name, path } of this.entries()) {
      if (!TEMPORARY.test(name) || !(await writtenBefore(path, before))) continue;
      await rm(path, { force: true });
      removed += 1;
    }
    return removed;
  }

  private async *entries(): AsyncIterable<{ name: string; path: string }> {
    await this.ensureRoot();
    for await (const entry of await opendir(this.root)) if (entry.isFile()) yield { name: entry.name, path: join(this.root, entry.name) };
  }

  private ensureRoot(): Promise<unknown> {
    this.ready ??= mkdir(this.root, { recursive: true, mode: 0o700 });
    return this.ready;
  }
}

/** Whether the file was last written before the date; false once it is gone. */
async function writtenBefore(path: string, before: Date): Promise<boolean> {
  try {
    return (await stat(path)).mtime < before;
  } catch {
    return false;
  }
}
