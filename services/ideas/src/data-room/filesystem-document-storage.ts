import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentStorage } from './document-storage';

const KEY = /^[A-Za-z0-9_-]{1,64}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
  return key;
}

/**
 * Files under one folder (DATA_DIR/data-room by default). A put writes a temporary file in the
 * same folder, syncs it and renames it into place, then syncs the folder: a reader sees the whole
 * file or none, and a crash never leaves half a file under its key.
 */
export class FilesystemDocumentStorage implements DocumentStorage {
  private ready: Promise<unknown> | null = null;

  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.ensureRoot();
    const target = join(this.root, checkedKey(key));
    const temporary = join(this.root, `.${key}.${randomUUID()}.tmp`);
    const file = await open(temporary, 'wx', 0o600);
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    try {
      await rename(temporary, target);
    } catch (error) {
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

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.root, checkedKey(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.root, checkedKey(key)), { force: true });
  }

  private ensureRoot(): Promise<unknown> {
    this.ready ??= mkdir(this.root, { recursive: true, mode: 0o700 });
    return this.ready;
  }
}
