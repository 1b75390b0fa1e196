import type { QueryClientConfig, QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { apiFetch } from './api-fetch';

/**
 * The spec's default data loader: GET the path that is the query key's first element.
 * With on401 'returnNull' an unauthenticated answer is null instead of an error.
 */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiFetch<T>(String(queryKey[0]), { signal });
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * The settings of the page's one client, with the spec's defaults: never stale, no refetch on focus,
 * no polling, no retries. Options rather than a client, so this file needs no code of the library:
 * the shell creates the client where it loads TanStack Query, only when a page uses it.
 */
export function queryClientConfig(): QueryClientConfig {
  return {
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  };
}
