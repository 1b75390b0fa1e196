import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@founder/api-client';

/**
 * Query keys are the GET paths. Each query loads its key with this remote's own apiFetch: an error
 * must be this bundle's ApiError for serverMessage() to read the server's message.
 */
export function getPath<T>(path: string) {
  return ({ signal }: { signal: AbortSignal }) => apiFetch<T>(path, { signal });
}

/** Marks every cached answer under these path prefixes stale and refetches the ones on screen. */
export function useRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    (...prefixes: string[]) =>
      queryClient.invalidateQueries({ predicate: (query) => prefixes.some((prefix) => String(query.queryKey[0]).startsWith(prefix)) }),
    [queryClient],
  );
}
