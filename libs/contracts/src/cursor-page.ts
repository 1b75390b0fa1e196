/**
 * The one list contract (issue 26): a page of items, newest first unless a list has a natural order,
 * and where the next page starts. `?limit=` asks for a size (each list has its default and maximum:
 * asking for more gets the maximum); `?cursor=` is the `nextCursor` of the page before, opaque (it
 * encodes the sort key and id of the page's last item), `null` on the last page. `total` only where a
 * screen shows a count.
 */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
  total?: number;
}

export interface CursorPageQuery {
  limit?: number;
  cursor?: string;
}

/** `path` with `?limit=&cursor=` (and any filters) appended, leaving out what is not given. */
export function withPageQuery(path: string, query: CursorPageQuery & Record<string, string | number | boolean | undefined | null> = {}): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') parameters.set(name, String(value));
  const text = parameters.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}
