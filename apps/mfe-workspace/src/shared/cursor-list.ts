import { type InfiniteData, keepPreviousData, useInfiniteQuery, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { apiFetch } from '@founder/api-client';
import { type CursorPage, withPageQuery } from '@founder/contracts';

export type CursorListQuery<T> = UseInfiniteQueryResult<InfiniteData<CursorPage<T>, string | null>>;

/**
 * A list of the one list contract (CursorPage): the first page from `path` (its key, so a refresh
 * by path prefix reloads it), each further page from the cursor of the page before ('Load more').
 */
export function useCursorList<T>(path: string, enabled = true): CursorListQuery<T> {
  return useInfiniteQuery({
    queryKey: [path],
    queryFn: ({ pageParam, signal }) => apiFetch<CursorPage<T>>(pageParam === null ? path : withPageQuery(path, { cursor: pageParam }), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every item of the pages loaded so far. */
export function loadedItems<T>(data: InfiniteData<CursorPage<T>, string | null> | undefined): T[] | undefined {
  return data?.pages.flatMap((page) => page.items);
}
