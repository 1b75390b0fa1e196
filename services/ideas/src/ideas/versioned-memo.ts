import { LRUCache } from 'lru-cache';

/**
 * A value computed from a row, kept per row id with the version of the row it was computed from
 * (idea-views.ts reads an idea's version with it): a read of the same version reuses it, any other
 * version computes it again and replaces it. Without a version it is computed every time.
 */
export class VersionedMemo<Value extends object> {
  private readonly entries: LRUCache<number, { version: string; value: Value }>;

  constructor(max: number) {
    this.entries = new LRUCache({ max });
  }

  get(id: number, version: string | undefined, compute: () => Value): Value {
    if (version === undefined) return compute();
    const kept = this.entries.get(id);
    if (kept?.version === version) return kept.value;
    const value = compute();
    this.entries.set(id, { version, value });
    return value;
  }
}
