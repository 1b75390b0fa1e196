/** What a storage key may be: url-safe, no dot (so never a temporary file's name), no slash (never outside its folder or prefix). */
export const STORAGE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** The key, or an error naming it when it is not a STORAGE_KEY. */
export function checkedKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
  return key;
}
