import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';

/** Deepest JSON a request may carry: deeper input could only exhaust the stack of whatever walks it. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Characters PostgreSQL refuses in text and jsonb: NUL, and UTF-16 halves without their pair
 * (jsonb rejects the escape; text would silently store U+FFFD instead).
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const WHY = 'cannot be stored (NUL or an unpaired surrogate)';

/**
 * Runs before validation on every body, query and path parameter of every route: a string
 * (or an object key) PostgreSQL cannot store, at any depth, is a 400 naming its field, and
 * input nested deeper than MAX_INPUT_DEPTH is refused before anything recurses into it.
 */
@Injectable()
export class StorableInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const problem = unstorableInput(value, metadata.data ?? '');
      if (problem) throw new BadRequestException(problem);
    }
    return value;
  }
}

/** The sentence describing the first unstorable or too deep part of `value`, or null. Iterative: no recursion. */
export function unstorableInput(value: unknown, rootPath = ''): string | null {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: rootPath, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return `${path || 'value'} contains a character that ${WHY}`;
      continue;
    }
    // Binary bodies (uploads) are bytes, not text; their handler decides what to store.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (depth >= MAX_INPUT_DEPTH) return `${fieldOf(path, rootPath) || 'body'} is nested more than ${MAX_INPUT_DEPTH} levels deep`;
    const entries = Object.entries(current);
    // Checked in order, so the message names the first bad field as the client wrote it.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index];
      if (UNSTORABLE.test(key)) return `${path || 'body'} contains a key that ${WHY}`;
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return null;
}

/** The field the client named at the top (a long path says nothing more). */
function fieldOf(path: string, rootPath: string): string {
  return rootPath || path.split('.')[0];
}
