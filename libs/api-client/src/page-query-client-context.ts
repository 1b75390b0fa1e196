// Stands in for TanStack Query's own QueryClientProvider.js in every frontend build
// (tools/rspack/react-query-host.js), shared by file so the page has one. The difference: with no
// provider above it, useQueryClient returns the page's client. So nothing re-renders when the
// library, and with it the client, loads in the middle of the first render; a provider whose value
// changed then made React throw that render away and redo it in one long task.
import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';

let pageClient: QueryClient | undefined;

/** Sets the page's one client, once, and connects it to focus and online events. */
export function setPageQueryClient(client: QueryClient): void {
  if (pageClient) throw new Error('The page already has a QueryClient');
  pageClient = client;
  client.mount();
}

export const QueryClientContext = createContext<QueryClient | undefined>(undefined);

/** A client passed in, else the nearest provider's, else the page's. */
export function useQueryClient(queryClient?: QueryClient): QueryClient {
  const provided = useContext(QueryClientContext);
  const client = queryClient ?? provided ?? pageClient;
  if (!client) throw new Error('No QueryClient set, use QueryClientProvider to set one');
  return client;
}

/** TanStack Query's provider, unchanged: a subtree with its own client (tests, isolated widgets). */
export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  useEffect(() => {
    client.mount();
    return () => client.unmount();
  }, [client]);
  return createElement(QueryClientContext.Provider, { value: client }, children);
}
