import type { Readable } from 'node:stream';

/** A stored file to send: its bytes as a stream and its size. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where data room files live, behind one interface so an object store (S3, GCS) can replace the
 * filesystem without touching the feature. Files go in and out as streams, never whole in memory.
 * Keys are chosen by the caller (random, url-safe).
 */
export interface DocumentStorage {
  /**
   * Stores the bytes of source under key, whole or not at all: after write resolves, a crash does
   * not lose or half-write them; when source fails, write rejects with its error and keeps nothing.
   */
  write(key: string, source: Readable): Promise<void>;
  /** The file under key, or null when there is none. */
  read(key: string): Promise<StoredFile | null>;
  /** Forgets key; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The keys of files last written before `before`, a batch at a time (for the start-up sweep). */
  keysWrittenBefore(before: Date): AsyncIterable<string[]>;
  /** Removes what writes cut short (a crash) left before `before`; how many it removed. */
  removeInterruptedWrites(before: Date): Promise<number>;
}

/** Nest injection token of the DocumentStorage. */
export const DOCUMENT_STORAGE = Symbol('DocumentStorage');
