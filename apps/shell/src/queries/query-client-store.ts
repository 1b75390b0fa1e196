import type { QueryClient } from '@tanstack/react-query';

// The page's one QueryClient, made when TanStack Query is first loaded (by the first page or header
// that uses it: tools/rspack/react-query-host.js), so '/' never downloads the library. The shell's
// QueryLayer provides it.
let client: QueryClient | undefined;
const listeners = new Set<() => void>();

/** Called once, by the shell's shared TanStack Query module when it loads. */
export function provideQueryClient(created: QueryClient): void {
  if (client) throw new Error('The page already has a QueryClient');
  client = created;
  for (const listener of listeners) listener();
}

/** The client, or undefined while no part of the page has loaded TanStack Query. */
export function currentQueryClient(): QueryClient | undefined {
  return client;
}

export function subscribeToQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
