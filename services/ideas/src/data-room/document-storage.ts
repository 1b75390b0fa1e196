/**
 * Where data room files live, behind one interface so an object store (S3, GCS) can replace the
 * filesystem without touching the feature. Keys are chosen by the caller (random, url-safe).
 */
export interface DocumentStorage {
  /** Stores the bytes durably under key: after put resolves, a crash does not lose or half-write them. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Forgets key; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Nest injection token of the DocumentStorage. */
export const DOCUMENT_STORAGE = Symbol('DocumentStorage');
