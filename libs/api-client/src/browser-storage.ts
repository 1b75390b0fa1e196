/** Local storage, or null where there is none or it refuses access (private modes, tests). */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
