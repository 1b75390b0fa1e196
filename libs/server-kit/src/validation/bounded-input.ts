/**
 * Bounds on the shape of a request's input, checked before anything else reads it: within the
 * 1 MiB body limit, 100,000 keys in one object made validation take seconds (issue 28 item 1).
 * No endpoint takes anything near these: the widest DTO has a few dozen fields, free-form JSON
 * (waitlist metadata) is 4 KB at most.
 */
export const INPUT_BOUNDS = {
  /** Keys of one object. */
  keysPerObject: 200,
  /** Items of one array. */
  itemsPerArray: 1_000,
  /** Values in all (objects, arrays, strings, numbers, booleans, nulls, each counted once). */
  values: 10_000,
} as const;

/**
 * The sentence naming the first bound `value` breaks, or null. It stops at the first object or
 * array over its bound (before visiting its members) and as soon as the count passes the total,
 * so its cost is bounded whatever it is given. Iterative: no recursion.
 */
export function inputOutOfBounds(value: unknown, rootPath = ''): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: rootPath }];
  let values = 0;
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    values += 1;
    if (values > INPUT_BOUNDS.values) return `${quotedName(rootPath) || 'body'} has more than ${INPUT_BOUNDS.values} values`;
    // Binary bodies (uploads) are bytes, not JSON.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (Array.isArray(current)) {
      if (current.length > INPUT_BOUNDS.itemsPerArray) return `${quotedName(path) || 'body'} has more than ${INPUT_BOUNDS.itemsPerArray} items`;
      current.forEach((item, index) => pending.push({ value: item, path: childPath(path, String(index)) }));
      continue;
    }
    const keys = Object.keys(current);
    if (keys.length > INPUT_BOUNDS.keysPerObject) return `${quotedName(path) || 'body'} has more than ${INPUT_BOUNDS.keysPerObject} keys`;
    for (const key of keys) pending.push({ value: (current as Record<string, unknown>)[key], path: childPath(path, key) });
  }
  return null;
}

function childPath(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/** A client-chosen name as a message quotes it: at most NAME_MAX characters, so a 1 MB key never fills an answer. */
export function quotedName(name: string): string {
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX)}...` : name;
}
const NAME_MAX = 60;
